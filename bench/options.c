/* fsparse-bench: the command line. The options are those that the
 * library's bench log lines (ROCSPARSE_LAYER=2) write, so that such a line
 * runs as it stands; the rest tune the measurement. */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"

static void print_help(FILE* out)
{
    fputs("usage: fsparse-bench -f FUNCTION [options]\n"
          "\n"
          "Times one routine of the library: a warm-up, then ITERS timed calls, each\n"
          "timed by device events around the call on the HIP backend, by the wall\n"
          "clock and a device synchronisation on the host backend; median and minimum.\n"
          "By default each timed call starts with cold caches (--l2).\n"
          "A line that the library logs with ROCSPARSE_LAYER=2 (to stderr, or to\n"
          "ROCSPARSE_LOG_BENCH_PATH) is a command line of this program that repeats\n"
          "the logged call.\n"
          "\n"
          "What to run:\n"
          "  -f, --function NAME    the routine, without precision letter (see below)\n"
          "  -r, --precision P      s (float), d (double), c (float complex),\n"
          "                         z (double complex); default d\n"
          "      --nnz N            nonzeros of the sparse vector; default 1000\n"
          "  -n, --size N           length of the dense vector (alias --sizen);\n"
          "                         default 10*nnz; must be at least nnz\n"
          "      --alpha V          alpha (axpyi) or c (roti); default 1\n"
          "      --alphai V         imaginary part of alpha; default 0\n"
          "      --beta V           s (roti); default 0\n"
          "      --betai V          imaginary part of beta; default 0\n"
          "                         V is a number, or (RE;IM) for a complex value\n"
          "                         as the logs write it (quote it in a shell)\n"
          "      --indexbaseA B     index base of the sparse vector or matrix, 0 or 1; default 0\n"
          "\n"
          "Sparse matrix routines (csrmv, coomv, ellmv, hybmv, csrmm, csrsv, csrsm,\n"
          "csrilu0, csric0):\n"
          "      --matrix NAME      a generated matrix of the suite (below)\n"
          "      --mtx FILE         a Matrix Market file (coordinate real, integer, complex\n"
          "                         or pattern; general, symmetric, skew-symmetric, hermitian)\n"
          "  -m, -n N, --nnz N      without --matrix/--mtx: a random m x n matrix with nnz\n"
          "                         entries (csrmm: m x k, and n dense columns); defaults\n"
          "                         m 1000, n m, k m, nnz 5 per row; for csrsv and csrsm\n"
          "                         an m x m triangle (--uplo) with nnz entries, the\n"
          "                         diagonal among them, values as the suite's NAME_L and\n"
          "                         NAME_U; csrilu0 and csric0 need a named matrix or a\n"
          "                         file\n"
          "  -k N                   columns of A for csrmm; right-hand sides of csrsm\n"
          "                         (as its bench lines name them) unless --cols\n"
          "      --cols N           dense columns of csrmm (B and C, column-major) and\n"
          "                         right-hand sides of csrsm; default -n with a random\n"
          "                         matrix, else 8\n"
          "      --transposeA N|T|C op(A); default N\n"
          "      --transposeB N|T|C op(B) of csrmm; default N\n"
          "      --indexbaseB B     accepted, unused (B is dense)\n"
          "      --analysis 0|1     csrmv: with rocsparse_Xcsrmv_analysis (timed as setup)\n"
          "      --uplo L|U         csrsv, csrsm: the lower or upper triangle of A; default L\n"
          "      --diag N|U         csrsv, csrsm: its diagonal stored (N) or unit (U);\n"
          "                         default N\n"
          "      --apolicy R|F      the analysis policy of the solves and factorizations,\n"
          "                         reuse or force; default R (the analysis is cleared\n"
          "                         before each: both do the work)\n"
          "      --ell_width N      hybmv: the ELL width of --partition user\n"
          "      --partition P      hybmv: auto, user or max; default auto\n"
          "      --save-mtx FILE    also write the matrix as Matrix Market (general)\n"
          "      --cache DIR        keep generated matrices as binary files in DIR\n"
          "                         (default: $FSPARSE_BENCH_CACHE, else none)\n"
          "\n"
          "How to run it:\n"
          "  -i, --iters N          timed calls; default 20\n"
          "      --warmup N         untimed calls before them; default 2\n"
          "      --l2 MODE          cold: before each timed call (and each timed setup)\n"
          "                         the GPU's L2 cache is evicted, untimed, by a kernel\n"
          "                         that reads twice its size (the host backend writes a\n"
          "                         host buffer instead), as a solver's other work\n"
          "                         would evict it; warm: the calls follow each other\n"
          "                         with nothing in between and may find the previous\n"
          "                         call's data in the cache; both: ITERS calls cold,\n"
          "                         then ITERS warm, a line for each; default cold\n"
          "  -v, --verify 0|1       check the first call against a reference computed\n"
          "                         on the host in double precision; default 1\n"
          "      --seed N           seed of the random values and indices; default 20261121\n"
          "  -d, --device N         accepted for compatibility; the current device is used\n"
          "  -h, --help             this text\n"
          "\n"
          "Inputs: values uniform in +-[0.1, 1] (never zero), both parts for complex;\n"
          "indices distinct, sorted, uniform over the dense vector. Arrays that a call\n"
          "overwrites in place are restored (untimed) before each call, so every call\n"
          "sees the same inputs. Scalars are host pointers (pointer mode host).\n"
          "\n"
          "Output: '#' header lines, then one line per cache mode with the columns\n"
          "  function precision nnz n base iters median_us min_us GB/s GFLOP/s l2\n"
          "GB/s and GFLOP/s use the median time. GB/s counts the minimum bytes: each\n"
          "array the routine reads is read once, each it writes is written once, the\n"
          "index array included; of the dense vector only the nnz entries touched.\n"
          "GFLOP/s is '-' for routines that only move data.\n"
          "\n"
          "Exit status: 0 done, 1 the library failed or the check did not pass,\n"
          "2 a bad command line.\n"
          "\n"
          "For the matrix routines each line has the columns\n"
          "  routine matrix prec m n nnz cols trans base iters median_us min_us GB/s\n"
          "  GFLOP/s setup setup_us setup_x l2\n"
          "timed by device events on the HIP backend (the wall clock on the host one);\n"
          "setup is the conversion or analysis the routine needs (csr2coo, csr2ell,\n"
          "csr2hyb, csrmv_analysis), its median time, and that as a multiple of one\n"
          "product in the same mode; '-' where there is none. GB/s counts the\n"
          "CSR/COO/ELL arrays, x (or B) read once and y (or C) written once, read\n"
          "too when beta != 0 (a factorization: the CSR arrays, and the values\n"
          "written). l2 is the cache mode, cold or warm. The solves and\n"
          "factorizations time their analysis as setup (after the buffer size query,\n"
          "untimed; policy force, cleared before each), are checked by the residual\n"
          "of each right-hand side, and against a factorization on the host, and\n"
          "have what they overwrite (csrsm's B, the values) restored, untimed,\n"
          "before each call; a solve with --diag U is named ROUTINE_unit. The\n"
          "names of their analysis and solve in the library's bench lines\n"
          "(csrsv_analysis, csrsv_solve, csrsm_solve, csrilu0_analysis, ...) run\n"
          "the routine: its analysis, then its solve or factorization.\n"
          "\n"
          "The structural routines (csrgemm, csr2csc, csrsort, cscsort, coosort_by_row,\n"
          "coosort_by_column, identity, nnz) print the same columns; the '# timed:' line\n"
          "says what their timed interval holds. Without --matrix they take a random\n"
          "matrix (-m, -n, --nnz as above; identity: -n entries), nnz a dense m x n one.\n"
          "      --perm 0|1         the sorts: with the permutation output; default 1 (it\n"
          "                         is reset to the identity before each call, untimed)\n"
          "      --sort-values 0|1  the sorts: time as a user sorts a matrix with its\n"
          "                         values: create_identity_permutation, the sort, Xgthr\n"
          "                         of the values through perm; default 0 (the sort alone)\n"
          "      --action S|N       csr2csc: symbolic or numeric; default N\n"
          "      --dir R|C          nnz: per row or per column; default R\n"
          "      --ld N             nnz: the leading dimension (>= m; default m); the rows\n"
          "                         past m hold nonzeros, which must not be counted\n"
          "csrgemm takes a product case as\n"
          "--matrix (below), C = A*B with alpha 1 and no D; its setup columns are its\n"
          "numeric part alone (csrgemm on a symbolic part made before), and a\n"
          "'# gemm-info' line gives the intermediate products, nnz_C, the buffer's and\n"
          "C's bytes and their sum (the device memory the product takes besides its\n"
          "operands). The sorts start from the matrix shuffled (within rows, within\n"
          "columns, or globally for COO), restored before each call, untimed, and are\n"
          "checked against the sorted matrix; csr2csc against a host transpose; nnz\n"
          "against the host's counts; csrgemm against a host product, on all rows or\n"
          "64 blocks of 256 rows.\n"
          "\n"
          "Functions (precisions):\n",
          out);
    level1_describe(out);
    sparse_describe(out);
    structural_describe(out);
}

void bench_usage_error(const char* fmt, ...)
{
    va_list args;
    fputs("fsparse-bench: ", stderr);
    va_start(args, fmt);
    vfprintf(stderr, fmt, args);
    va_end(args);
    fputs("\nusage: fsparse-bench -f FUNCTION [-r s|d|c|z] [--nnz N] [-n N] [options]\n"
          "Try 'fsparse-bench --help' for more.\n",
          stderr);
}

static int parse_int(const char* name, const char* text, int64_t lo, int64_t hi, int64_t* out)
{
    char* end;
    errno         = 0;
    long long val = strtoll(text, &end, 10);
    if(end == text || *end != '\0' || errno != 0 || val < lo || val > hi)
    {
        bench_usage_error("%s: '%s' is not an integer in [%lld, %lld]", name, text, (long long)lo,
                          (long long)hi);
        return 0;
    }
    *out = val;
    return 1;
}

static int parse_real(const char* text, char stop, double* out, const char** rest)
{
    char* end;
    errno   = 0;
    *out    = strtod(text, &end);
    *rest   = end;
    return end != text && *end == stop && errno == 0 && isfinite(*out);
}

/* A number, or "(re;im)" as the logs write complex scalars. parts[1] is
 * set only by the second form: --alphai may set it instead. */
static int parse_scalar(const char* name, const char* text, double parts[2])
{
    const char* rest;
    double      re, im;
    if(text[0] == '(')
    {
        if(parse_real(text + 1, ';', &re, &rest) && parse_real(rest + 1, ')', &im, &rest) && rest[1] == '\0')
        {
            parts[0] = re;
            parts[1] = im;
            return 1;
        }
    }
    else if(parse_real(text, '\0', &re, &rest))
    {
        parts[0] = re;
        return 1;
    }
    bench_usage_error("%s: '%s' is neither a number nor (RE;IM)", name, text);
    return 0;
}

/* --alphai, --betai: a plain number, the imaginary part. */
static int parse_imaginary(const char* name, const char* text, double parts[2])
{
    const char* rest;
    double      im;
    if(!parse_real(text, '\0', &im, &rest))
    {
        bench_usage_error("%s: '%s' is not a number", name, text);
        return 0;
    }
    parts[1] = im;
    return 1;
}

enum
{
    OPT_NNZ = 256,
    OPT_ALPHA,
    OPT_ALPHAI,
    OPT_BETA,
    OPT_BETAI,
    OPT_BASE,
    OPT_WARMUP,
    OPT_SEED,
    OPT_MATRIX,
    OPT_MTX,
    OPT_SAVE_MTX,
    OPT_CACHE,
    OPT_TRANS_A,
    OPT_TRANS_B,
    OPT_BASE_B,
    OPT_ELL_WIDTH,
    OPT_PARTITION,
    OPT_ANALYSIS,
    OPT_COLS,
    OPT_L2,
    OPT_UPLO,
    OPT_DIAG,
    OPT_APOLICY,
    OPT_PERM,
    OPT_SORT_VALUES,
    OPT_ACTION,
    OPT_DIR,
    OPT_LD
};

static const struct option long_options[] = {
    {"function", required_argument, NULL, 'f'},
    {"precision", required_argument, NULL, 'r'},
    {"nnz", required_argument, NULL, OPT_NNZ},
    {"size", required_argument, NULL, 'n'},
    {"sizen", required_argument, NULL, 'n'},
    {"alpha", required_argument, NULL, OPT_ALPHA},
    {"alphai", required_argument, NULL, OPT_ALPHAI},
    {"beta", required_argument, NULL, OPT_BETA},
    {"betai", required_argument, NULL, OPT_BETAI},
    {"indexbaseA", required_argument, NULL, OPT_BASE},
    {"iters", required_argument, NULL, 'i'},
    {"warmup", required_argument, NULL, OPT_WARMUP},
    {"verify", required_argument, NULL, 'v'},
    {"seed", required_argument, NULL, OPT_SEED},
    {"device", required_argument, NULL, 'd'},
    {"matrix", required_argument, NULL, OPT_MATRIX},
    {"mtx", required_argument, NULL, OPT_MTX},
    {"save-mtx", required_argument, NULL, OPT_SAVE_MTX},
    {"cache", required_argument, NULL, OPT_CACHE},
    {"transposeA", required_argument, NULL, OPT_TRANS_A},
    {"transposeB", required_argument, NULL, OPT_TRANS_B},
    {"indexbaseB", required_argument, NULL, OPT_BASE_B},
    {"ell_width", required_argument, NULL, OPT_ELL_WIDTH},
    {"partition", required_argument, NULL, OPT_PARTITION},
    {"analysis", required_argument, NULL, OPT_ANALYSIS},
    {"cols", required_argument, NULL, OPT_COLS},
    {"l2", required_argument, NULL, OPT_L2},
    {"uplo", required_argument, NULL, OPT_UPLO},
    {"diag", required_argument, NULL, OPT_DIAG},
    {"apolicy", required_argument, NULL, OPT_APOLICY},
    {"perm", required_argument, NULL, OPT_PERM},
    {"sort-values", required_argument, NULL, OPT_SORT_VALUES},
    {"action", required_argument, NULL, OPT_ACTION},
    {"dir", required_argument, NULL, OPT_DIR},
    {"ld", required_argument, NULL, OPT_LD},
    {"help", no_argument, NULL, 'h'},
    {NULL, 0, NULL, 0}};

static int parse_precision(const char* text, precision* out)
{
    static const char letters[] = "sdcz";
    const char*       at        = text[0] != '\0' && text[1] == '\0' ? strchr(letters, text[0]) : NULL;
    if(at == NULL)
    {
        bench_usage_error("precision: '%s' is none of s, d, c, z", text);
        return 0;
    }
    *out = (precision)(at - letters);
    return 1;
}

static int parse_operation(const char* name, const char* text, rocsparse_operation* out)
{
    if(strcmp(text, "N") == 0)
        *out = rocsparse_operation_none;
    else if(strcmp(text, "T") == 0)
        *out = rocsparse_operation_transpose;
    else if(strcmp(text, "C") == 0)
        *out = rocsparse_operation_conjugate_transpose;
    else
    {
        bench_usage_error("%s: '%s' is none of N, T, C", name, text);
        return 0;
    }
    return 1;
}

static int parse_partition(const char* text, rocsparse_hyb_partition* out)
{
    if(strcmp(text, "auto") == 0)
        *out = rocsparse_hyb_partition_auto;
    else if(strcmp(text, "user") == 0)
        *out = rocsparse_hyb_partition_user;
    else if(strcmp(text, "max") == 0)
        *out = rocsparse_hyb_partition_max;
    else
    {
        bench_usage_error("partition: '%s' is none of auto, user, max", text);
        return 0;
    }
    return 1;
}

/* One of the letters (one letter alone): *index is its place in letters. */
static int parse_letter(const char* name, const char* text, const char* letters, int64_t* index)
{
    const char* at = text[0] != '\0' && text[1] == '\0' ? strchr(letters, text[0]) : NULL;
    if(at == NULL)
    {
        bench_usage_error("%s: '%s' is not one of the letters %s", name, text, letters);
        return 0;
    }
    *index = at - letters;
    return 1;
}

static int parse_cache_modes(const char* text, int modes[2])
{
    modes[BENCH_COLD] = strcmp(text, "cold") == 0 || strcmp(text, "both") == 0;
    modes[BENCH_WARM] = strcmp(text, "warm") == 0 || strcmp(text, "both") == 0;
    if(!modes[BENCH_COLD] && !modes[BENCH_WARM])
    {
        bench_usage_error("l2: '%s' is none of cold, warm, both", text);
        return 0;
    }
    return 1;
}

static void set_defaults(bench_options* opts)
{
    memset(opts, 0, sizeof(*opts));
    opts->function = NULL;
    opts->prec     = precision_d;
    opts->nnz      = BENCH_DEFAULT_NNZ;
    opts->m        = -1;
    opts->n        = -1;
    opts->k        = -1;
    opts->alpha[0] = 1.0;
    opts->base     = rocsparse_index_base_zero;
    opts->iters    = BENCH_DEFAULT_ITERS;
    opts->warmup   = BENCH_DEFAULT_WARMUP;
    opts->seed     = BENCH_DEFAULT_SEED;
    opts->verify   = 1;
    opts->modes[BENCH_COLD] = 1;
    opts->trans_A   = rocsparse_operation_none;
    opts->trans_B   = rocsparse_operation_none;
    opts->ell_width = -1;
    opts->partition = rocsparse_hyb_partition_auto;
    opts->cols      = -1;
    opts->fill      = rocsparse_fill_mode_lower;
    opts->diag      = rocsparse_diag_type_non_unit;
    opts->apolicy   = rocsparse_analysis_policy_reuse;
    opts->perm      = 1;
    opts->action    = rocsparse_action_numeric;
    opts->dir       = rocsparse_direction_row;
    opts->ld        = -1;
    opts->cache     = getenv("FSPARSE_BENCH_CACHE");
}

/* One option and its argument; 1 when it was good. */
static int take_option(int c, const char* arg, bench_options* opts)
{
    int64_t v;
    switch(c)
    {
    case 'f':
        opts->function = arg;
        return 1;
    case 'r':
        return parse_precision(arg, &opts->prec);
    case OPT_NNZ:
        opts->nnz_given = 1;
        return parse_int("nnz", arg, 0, INT32_MAX, &opts->nnz);
    case 'm':
        return parse_int("m", arg, 0, INT32_MAX, &opts->m);
    case 'n':
        return parse_int("size", arg, 0, INT32_MAX, &opts->n);
    case 'k':
        return parse_int("k", arg, 0, INT32_MAX, &opts->k);
    case OPT_MATRIX:
        opts->matrix = arg;
        return 1;
    case OPT_MTX:
        opts->mtx = arg;
        return 1;
    case OPT_SAVE_MTX:
        opts->save_mtx = arg;
        return 1;
    case OPT_CACHE:
        opts->cache = arg;
        return 1;
    case OPT_TRANS_A:
        return parse_operation("transposeA", arg, &opts->trans_A);
    case OPT_TRANS_B:
        return parse_operation("transposeB", arg, &opts->trans_B);
    case OPT_BASE_B:
        if(!parse_int("indexbaseB", arg, 0, 1, &v))
            return 0;
        opts->base_B = v == 0 ? rocsparse_index_base_zero : rocsparse_index_base_one;
        return 1;
    case OPT_ELL_WIDTH:
        return parse_int("ell_width", arg, 0, INT32_MAX, &opts->ell_width);
    case OPT_PARTITION:
        return parse_partition(arg, &opts->partition);
    case OPT_ANALYSIS:
        if(!parse_int("analysis", arg, 0, 1, &v))
            return 0;
        opts->analysis = (int)v;
        return 1;
    case OPT_COLS:
        return parse_int("cols", arg, 1, INT32_MAX, &opts->cols);
    case OPT_L2:
        return parse_cache_modes(arg, opts->modes);
    case OPT_UPLO:
        if(!parse_letter("uplo", arg, "LU", &v))
            return 0;
        opts->fill = v == 0 ? rocsparse_fill_mode_lower : rocsparse_fill_mode_upper;
        return 1;
    case OPT_DIAG:
        if(!parse_letter("diag", arg, "NU", &v))
            return 0;
        opts->diag = v == 0 ? rocsparse_diag_type_non_unit : rocsparse_diag_type_unit;
        return 1;
    case OPT_APOLICY:
        if(!parse_letter("apolicy", arg, "RF", &v))
            return 0;
        opts->apolicy = v == 0 ? rocsparse_analysis_policy_reuse : rocsparse_analysis_policy_force;
        return 1;
    case OPT_PERM:
        if(!parse_int("perm", arg, 0, 1, &v))
            return 0;
        opts->perm = (int)v;
        return 1;
    case OPT_SORT_VALUES:
        if(!parse_int("sort-values", arg, 0, 1, &v))
            return 0;
        opts->sort_values = (int)v;
        return 1;
    case OPT_ACTION:
        if(!parse_letter("action", arg, "SN", &v))
            return 0;
        opts->action = v == 0 ? rocsparse_action_symbolic : rocsparse_action_numeric;
        return 1;
    case OPT_DIR:
        if(!parse_letter("dir", arg, "RC", &v))
            return 0;
        opts->dir = v == 0 ? rocsparse_direction_row : rocsparse_direction_column;
        return 1;
    case OPT_LD:
        return parse_int("ld", arg, 1, INT32_MAX, &opts->ld);
    case OPT_ALPHA:
        return parse_scalar("alpha", arg, opts->alpha);
    case OPT_BETA:
        return parse_scalar("beta", arg, opts->beta);
    case OPT_ALPHAI:
        return parse_imaginary("alphai", arg, opts->alpha);
    case OPT_BETAI:
        return parse_imaginary("betai", arg, opts->beta);
    case OPT_BASE:
        if(!parse_int("indexbaseA", arg, 0, 1, &v))
            return 0;
        opts->base = v == 0 ? rocsparse_index_base_zero : rocsparse_index_base_one;
        return 1;
    case 'i':
        if(!parse_int("iters", arg, 1, 1000000000, &v))
            return 0;
        opts->iters = (int)v;
        return 1;
    case OPT_WARMUP:
        if(!parse_int("warmup", arg, 0, 1000000000, &v))
            return 0;
        opts->warmup = (int)v;
        return 1;
    case 'v':
        if(!parse_int("verify", arg, 0, 1, &v))
            return 0;
        opts->verify = (int)v;
        return 1;
    case OPT_SEED:
        if(!parse_int("seed", arg, 0, INT64_MAX, &v))
            return 0;
        opts->seed = (uint64_t)v;
        return 1;
    case 'd':
        if(!parse_int("device", arg, 0, INT32_MAX, &v))
            return 0;
        opts->device = (int)v;
        return 1;
    default: /* getopt has said what was wrong */
        bench_usage_error("bad command line");
        return 0;
    }
}

int bench_parse_options(int argc, char** argv, bench_options* opts)
{
    int c;
    set_defaults(opts);
    optind = 1;
    while((c = getopt_long(argc, argv, "f:r:m:n:k:i:v:d:h", long_options, NULL)) != -1)
    {
        if(c == 'h')
        {
            print_help(stdout);
            return BENCH_HELP;
        }
        if(!take_option(c, optarg, opts))
            return BENCH_USAGE;
    }
    if(optind < argc)
    {
        bench_usage_error("unexpected argument '%s'", argv[optind]);
        return BENCH_USAGE;
    }
    if(opts->function == NULL)
    {
        bench_usage_error("no function given (-f)");
        return BENCH_USAGE;
    }
    if(opts->sort_values && !opts->perm)
    {
        bench_usage_error("--sort-values 1 gathers through the permutation: it needs --perm 1");
        return BENCH_USAGE;
    }
    if(opts->matrix != NULL && opts->mtx != NULL)
    {
        bench_usage_error("--matrix and --mtx: one matrix at a time");
        return BENCH_USAGE;
    }
    return BENCH_OK;
}
