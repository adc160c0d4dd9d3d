/* rocsparse-bench: the command line. The options are those that the
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
    fputs("usage: rocsparse-bench -f FUNCTION [options]\n"
          "\n"
          "Times one routine of the library: a warm-up, then ITERS timed calls, each\n"
          "timed by the wall clock around the call and a device synchronisation.\n"
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
          "      --indexbaseA B     index base of the sparse vector, 0 or 1; default 0\n"
          "\n"
          "How to run it:\n"
          "  -i, --iters N          timed calls; default 20\n"
          "      --warmup N         untimed calls before them; default 2\n"
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
          "Output: a '#' header line, then one line per run with the columns\n"
          "  function precision nnz n base iters median_us min_us GB/s GFLOP/s\n"
          "GB/s and GFLOP/s use the median time. GB/s counts the minimum bytes: each\n"
          "array the routine reads is read once, each it writes is written once, the\n"
          "index array included; of the dense vector only the nnz entries touched.\n"
          "GFLOP/s is '-' for routines that only move data.\n"
          "\n"
          "Exit status: 0 done, 1 the library failed or the check did not pass,\n"
          "2 a bad command line.\n"
          "\n"
          "Functions (precisions):\n",
          out);
    level1_describe(out);
}

void bench_usage_error(const char* fmt, ...)
{
    va_list args;
    fputs("rocsparse-bench: ", stderr);
    va_start(args, fmt);
    vfprintf(stderr, fmt, args);
    va_end(args);
    fputs("\nusage: rocsparse-bench -f FUNCTION [-r s|d|c|z] [--nnz N] [-n N] [options]\n"
          "Try 'rocsparse-bench --help' for more.\n",
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
    OPT_SEED
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

static void set_defaults(bench_options* opts)
{
    memset(opts, 0, sizeof(*opts));
    opts->function = NULL;
    opts->prec     = precision_d;
    opts->nnz      = BENCH_DEFAULT_NNZ;
    opts->n        = -1;
    opts->alpha[0] = 1.0;
    opts->base     = rocsparse_index_base_zero;
    opts->iters    = BENCH_DEFAULT_ITERS;
    opts->warmup   = BENCH_DEFAULT_WARMUP;
    opts->seed     = BENCH_DEFAULT_SEED;
    opts->verify   = 1;
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
        return parse_int("nnz", arg, 0, INT32_MAX, &opts->nnz);
    case 'n':
        return parse_int("size", arg, 0, INT32_MAX, &opts->n);
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
    while((c = getopt_long(argc, argv, "f:r:n:i:v:d:h", long_options, NULL)) != -1)
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
    return BENCH_OK;
}
