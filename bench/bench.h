/* fsparse-bench: what its parts share. The driver times one routine of
 * the public API per run, on whatever backend the library was built for. */
#ifndef FSPARSE_BENCH_H
#define FSPARSE_BENCH_H

#include <stdint.h>
#include <stdio.h>

#include <rocsparse/rocsparse.h>

#include "bench/timer.h"
#include "core/precision.h"

/* Exit statuses. BENCH_HELP is not one: it says --help was printed. */
enum
{
    BENCH_OK     = 0,
    BENCH_FAILED = 1, /* the library or the machine failed */
    BENCH_USAGE  = 2, /* the command line asks for something impossible */
    BENCH_HELP   = 3
};

#define BENCH_DEFAULT_ITERS 20
#define BENCH_DEFAULT_WARMUP 2
#define BENCH_DEFAULT_NNZ 1000
#define BENCH_DEFAULT_SEED 20261121u

/* The command line, parsed. Scalars are kept as (real, imaginary) doubles
 * until a routine knows its precision. */
typedef struct bench_options
{
    const char*          function;
    precision            prec;
    int64_t              nnz;
    int                  nnz_given;
    int64_t              m; /* -1: not given, the routine picks (-m, -n, -k) */
    int64_t              n;
    int64_t              k;
    double               alpha[2];
    double               beta[2];
    rocsparse_index_base base;
    int                  iters;
    int                  warmup;
    int                  device;
    uint64_t             seed;
    int                  verify;
    int                  modes[2]; /* --l2: whether to time BENCH_COLD, BENCH_WARM */
    /* Sparse matrix routines (sparse.c). */
    const char*             matrix;   /* --matrix NAME: a generated suite matrix */
    const char*             mtx;      /* --mtx FILE: a Matrix Market file */
    const char*             save_mtx; /* --save-mtx FILE: writes the matrix used */
    const char*             cache;    /* --cache DIR: binary cache of generated matrices */
    rocsparse_operation     trans_A;
    rocsparse_operation     trans_B;
    rocsparse_index_base    base_B; /* accepted for the log lines; B is dense */
    int64_t                 ell_width; /* -1: not given */
    rocsparse_hyb_partition partition;
    int                     analysis;
    int64_t                 cols; /* dense columns of csrmm and csrsm; -1: not given */
    rocsparse_fill_mode     fill; /* the solves' triangle (--uplo) */
    rocsparse_diag_type     diag; /* and its diagonal (--diag) */
    rocsparse_analysis_policy apolicy; /* --apolicy */
    /* Structural routines (structural.c). */
    int                 perm;        /* the sorts: with a permutation (--perm) */
    int                 sort_values; /* and the identity before, the gather after (--sort-values) */
    rocsparse_action    action;      /* csr2csc (--action) */
    rocsparse_direction dir;         /* nnz (--dir) */
    int64_t             ld;          /* nnz (--ld); -1: m */
} bench_options;

/* What a runner measured in one cache mode, for the report line. */
typedef struct bench_report
{
    bench_cache cache;
    int64_t nnz;
    int64_t n;
    double  median_us;
    double  min_us;
    double  bytes; /* minimum-bytes model of one call */
    double  flops; /* of one call; 0 where no arithmetic is done */
} bench_report;

/* options.c */
int  bench_parse_options(int argc, char** argv, bench_options* opts);
void bench_usage_error(const char* fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* timing.c: wall-clock seconds, and the median and minimum of samples
 * (which it sorts). */
double bench_wall_seconds(void);
void   bench_summarize(double* samples, int count, double* median, double* min);

/* The name of a cache mode in the output: "cold" or "warm". */
const char* bench_cache_name(bench_cache cache);

/* Level 1 (level1.c). level1_find says whether it knows a function;
 * level1_run returns BENCH_OK, BENCH_USAGE or BENCH_FAILED, having said why,
 * and fills one report per mode of opts->modes, cold first (*count). */
int  level1_find(const char* function);
int  level1_run(const bench_options* opts, bench_report report[2], int* count);
void level1_describe(FILE* out);

/* Sparse matrix routines (sparse.c): the products csrmv, coomv, ellmv,
 * hybmv, csrmm, the solves csrsv, csrsm, the factorizations csrilu0,
 * csric0.
 * sparse_run prints its own lines (after the banner), since they have
 * more columns than Level 1's. */
int  sparse_find(const char* function);
int  sparse_run(const bench_options* opts);
void sparse_describe(FILE* out);

/* The structural routines (structural.c): csrgemm, csr2csc, the sorts,
 * the identity permutation, nnz; structural_run prints its own lines, in
 * sparse_run's columns. */
int  structural_find(const char* function);
int  structural_run(const bench_options* opts);
void structural_describe(FILE* out);

/* A rocsparse_status as its enumerator's name. */
const char* bench_status_name(rocsparse_status status);

/* The '#' line that says which build of the library ran. */
void bench_print_banner(void);

/* The '#' line that says how the samples were taken; setup_repeats 0 where
 * no setup is timed. */
void bench_print_timing(const bench_options* opts, int setup_repeats);

#endif /* FSPARSE_BENCH_H */
