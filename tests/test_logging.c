/* Logging through ROCSPARSE_LAYER and the two log paths: each Level 1
 * routine writes its trace and bench lines, nothing is written when the
 * layer is unset, and an unopenable path falls back to stderr. A handle
 * reads the environment when it is created, so each case sets it first. */
/* For setenv, mkstemp, dup and clock_gettime under a strict -std. */
#define _POSIX_C_SOURCE 200809L

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutil.h"

enum { nnz = 4 };

/* Device data for one call of any routine, in double or double complex. */
typedef struct call_data
{
    rocsparse_int* ind;
    void *         x, *y, *scalar_a, *scalar_b, *result;
} call_data;

typedef struct logged_routine
{
    const char* trace; /* the routine's name, first field of its trace line */
    const char* bench; /* how its bench line starts */
    rocsparse_status (*call)(rocsparse_handle, const call_data*);
} logged_routine;

/* Casts for the calls below: the buffers are large enough for either type. */
#define D(p) ((double*)(p))
#define Z(p) ((rocsparse_double_complex*)(p))
#define BASE rocsparse_index_base_one

static rocsparse_status call_daxpyi(rocsparse_handle h, const call_data* c)
{
    return rocsparse_daxpyi(h, nnz, D(c->scalar_a), D(c->x), c->ind, D(c->y), BASE);
}
static rocsparse_status call_zaxpyi(rocsparse_handle h, const call_data* c)
{
    return rocsparse_zaxpyi(h, nnz, Z(c->scalar_a), Z(c->x), c->ind, Z(c->y), BASE);
}
static rocsparse_status call_ddoti(rocsparse_handle h, const call_data* c)
{
    return rocsparse_ddoti(h, nnz, D(c->x), c->ind, D(c->y), D(c->result), BASE);
}
static rocsparse_status call_zdotci(rocsparse_handle h, const call_data* c)
{
    return rocsparse_zdotci(h, nnz, Z(c->x), c->ind, Z(c->y), Z(c->result), BASE);
}
static rocsparse_status call_dgthr(rocsparse_handle h, const call_data* c)
{
    return rocsparse_dgthr(h, nnz, D(c->y), D(c->x), c->ind, BASE);
}
static rocsparse_status call_zgthrz(rocsparse_handle h, const call_data* c)
{
    return rocsparse_zgthrz(h, nnz, Z(c->y), Z(c->x), c->ind, BASE);
}
static rocsparse_status call_droti(rocsparse_handle h, const call_data* c)
{
    return rocsparse_droti(h, nnz, D(c->x), c->ind, D(c->y), D(c->scalar_a), D(c->scalar_b), BASE);
}
static rocsparse_status call_dsctr(rocsparse_handle h, const call_data* c)
{
    return rocsparse_dsctr(h, nnz, D(c->x), c->ind, D(c->y), BASE);
}

static const logged_routine routines[] = {
    {"rocsparse_daxpyi", "fsparse-bench -f axpyi -r d", call_daxpyi},
    {"rocsparse_zaxpyi", "fsparse-bench -f axpyi -r z", call_zaxpyi},
    {"rocsparse_ddoti", "fsparse-bench -f doti -r d", call_ddoti},
    {"rocsparse_zdotci", "fsparse-bench -f dotci -r z", call_zdotci},
    {"rocsparse_dgthr", "fsparse-bench -f gthr -r d", call_dgthr},
    {"rocsparse_zgthrz", "fsparse-bench -f gthrz -r z", call_zgthrz},
    {"rocsparse_droti", "fsparse-bench -f roti -r d", call_droti},
    {"rocsparse_dsctr", "fsparse-bench -f sctr -r d", call_dsctr},
};

static call_data data;

static void data_init(void)
{
    rocsparse_int            ind[nnz];
    rocsparse_double_complex values[nnz];
    random_indices(ind, nnz, 2 * nnz, rocsparse_index_base_one);
    random_values(&prec_z, values, nnz);
    data.ind      = dev_upload(ind, sizeof(ind));
    data.x        = dev_upload(values, sizeof(values));
    data.y        = dev_alloc(2 * sizeof(values));
    data.scalar_a = dev_upload(values, sizeof(rocsparse_double_complex));
    data.scalar_b = dev_upload(values, sizeof(rocsparse_double_complex));
    data.result   = dev_alloc(sizeof(rocsparse_double_complex));
    for(int k = 0; k < 2; ++k)
        dev_store((char*)data.y + k * sizeof(values), values, sizeof(values));
}

static void data_free(void)
{
    void* all[] = {data.ind, data.x, data.y, data.scalar_a, data.scalar_b, data.result};
    for(size_t k = 0; k < sizeof(all) / sizeof(all[0]); ++k)
        dev_free(all[k]);
}

/* ---------------------------------------------------------- temp files */

static char trace_path[256], bench_path[256], stderr_path[256];

static void make_temp(char* path, size_t size, const char* what)
{
    const char* dir = getenv("TMPDIR");
    snprintf(path, size, "%s/fsparse-%s-XXXXXX", dir != NULL && dir[0] != '\0' ? dir : "/tmp", what);
    int fd = mkstemp(path);
    if(fd < 0)
        bail_out("cannot create a temporary file %s", path);
    close(fd);
}

static void truncate_file(const char* path)
{
    FILE* f = fopen(path, "w");
    if(f == NULL)
        bail_out("cannot truncate %s", path);
    fclose(f);
}

/* The whole file, NUL-terminated; the caller frees it. */
static char* slurp(const char* path)
{
    FILE* f = fopen(path, "rb");
    if(f == NULL)
        bail_out("cannot read %s", path);
    size_t size = 0, cap = 4096;
    char*  text = malloc(cap);
    size_t got;
    while(text != NULL && (got = fread(text + size, 1, cap - size - 1, f)) > 0)
    {
        size += got;
        if(cap - size - 1 == 0)
            text = realloc(text, cap *= 2);
    }
    fclose(f);
    if(text == NULL)
        bail_out("out of memory reading %s", path);
    text[size] = '\0';
    return text;
}

/* Whether a line of text starts with prefix followed by one of the characters of next. */
static int has_line(const char* text, const char* prefix, const char* next)
{
    size_t      n    = strlen(prefix);
    const char* line = text;
    while(*line != '\0')
    {
        if(strncmp(line, prefix, n) == 0 && line[n] != '\0' && strchr(next, line[n]) != NULL)
            return 1;
        const char* end = strchr(line, '\n');
        if(end == NULL)
            break;
        line = end + 1;
    }
    return 0;
}

/* The trace line is the name and a comma; the bench line's last checked
 * field (the precision) must end there, not be a prefix of a longer word. */
static int has_trace(const char* text, const logged_routine* r)
{
    return has_line(text, r->trace, ",");
}

static int has_bench(const char* text, const logged_routine* r)
{
    return has_line(text, r->bench, " \n");
}

/* Creates a handle under the current environment, makes one call in the
 * given pointer mode (data holds device scalars; host mode gets host
 * copies), destroys the handle. stderr goes to stderr_path meanwhile, so
 * that what the library writes there can be checked; returns that text. */
static char* run_one(const logged_routine* r, rocsparse_pointer_mode mode)
{
    rocsparse_double_complex host_a, host_b, host_result;
    call_data                c = data;
    if(mode == rocsparse_pointer_mode_host)
    {
        dev_download(&host_a, data.scalar_a, sizeof(host_a));
        dev_download(&host_b, data.scalar_b, sizeof(host_b));
        c.scalar_a = &host_a;
        c.scalar_b = &host_b;
        c.result   = &host_result;
    }

    fflush(stderr);
    int saved = dup(STDERR_FILENO);
    int fd    = open(stderr_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if(saved < 0 || fd < 0 || dup2(fd, STDERR_FILENO) < 0)
        bail_out("cannot send stderr to %s", stderr_path);
    close(fd);

    rocsparse_handle handle = NULL;
    rocsparse_status status = rocsparse_create_handle(&handle);
    if(status == rocsparse_status_success)
    {
        set_mode(handle, mode);
        status = r->call(handle, &c);
        rocsparse_destroy_handle(handle);
    }

    fflush(stderr);
    dup2(saved, STDERR_FILENO);
    close(saved);
    is_status(status, rocsparse_status_success, "%s %s: create_handle and the call succeed", r->trace,
              mode_name(mode));
    return slurp(stderr_path);
}

static void set_env(const char* layer, const char* trace, const char* bench)
{
    if(layer != NULL)
        setenv("ROCSPARSE_LAYER", layer, 1);
    else
        unsetenv("ROCSPARSE_LAYER");
    setenv("ROCSPARSE_LOG_TRACE_PATH", trace, 1);
    setenv("ROCSPARSE_LOG_BENCH_PATH", bench, 1);
}

static void test_both_logs(void)
{
    set_env("3", trace_path, bench_path);
    for(size_t k = 0; k < sizeof(routines) / sizeof(routines[0]); ++k)
        for(int m = 0; m < 2; ++m)
        {
            const logged_routine*  r    = &routines[k];
            rocsparse_pointer_mode mode = m ? rocsparse_pointer_mode_device : rocsparse_pointer_mode_host;
            truncate_file(trace_path);
            truncate_file(bench_path);
            char* err   = run_one(r, mode);
            char* trace = slurp(trace_path);
            char* bench = slurp(bench_path);
            ok(has_trace(trace, r), "%s %s: trace file has a line starting '%s,'", r->trace, mode_name(mode),
               r->trace);
            ok(has_bench(bench, r), "%s %s: bench file has a line starting '%s'", r->trace, mode_name(mode),
               r->bench);
            ok(err[0] == '\0', "%s %s: nothing on stderr when both files open", r->trace, mode_name(mode));
            if(!has_trace(trace, r) || !has_bench(bench, r))
                diag("trace file:\n%s\nbench file:\n%s", trace, bench);
            free(err);
            free(trace);
            free(bench);
        }
}

/* Layer 1 writes only the trace, layer 2 only the bench lines; no layer
 * (or 0) writes nothing anywhere, stderr included. */
static void test_layers(void)
{
    static const struct
    {
        const char* layer;
        int         trace, bench;
    } cases[] = {{"1", 1, 0}, {"2", 0, 1}, {NULL, 0, 0}, {"0", 0, 0}};
    const logged_routine* r = &routines[0];
    for(size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); ++k)
    {
        const char* name = cases[k].layer != NULL ? cases[k].layer : "unset";
        set_env(cases[k].layer, trace_path, bench_path);
        truncate_file(trace_path);
        truncate_file(bench_path);
        char* err   = run_one(r, rocsparse_pointer_mode_host);
        char* trace = slurp(trace_path);
        char* bench = slurp(bench_path);
        if(cases[k].trace)
            ok(has_trace(trace, r), "ROCSPARSE_LAYER=%s: trace written", name);
        else
            ok(trace[0] == '\0', "ROCSPARSE_LAYER=%s: trace file left empty", name);
        if(cases[k].bench)
            ok(has_bench(bench, r), "ROCSPARSE_LAYER=%s: bench written", name);
        else
            ok(bench[0] == '\0', "ROCSPARSE_LAYER=%s: bench file left empty", name);
        ok(err[0] == '\0', "ROCSPARSE_LAYER=%s: nothing on stderr", name);
        free(err);
        free(trace);
        free(bench);
    }
}

/* Paths in a directory that does not exist: the calls still succeed and
 * the lines go to stderr. */
static void test_unopenable_path(void)
{
    char bad_trace[300], bad_bench[300];
    snprintf(bad_trace, sizeof(bad_trace), "%s.missing/trace.log", stderr_path);
    snprintf(bad_bench, sizeof(bad_bench), "%s.missing/bench.log", stderr_path);
    set_env("3", bad_trace, bad_bench);
    char* err = run_one(&routines[0], rocsparse_pointer_mode_host);
    ok(has_trace(err, &routines[0]), "unopenable trace path: the trace line goes to stderr");
    ok(has_bench(err, &routines[0]), "unopenable bench path: the bench line goes to stderr");
    free(err);
}

int main(void)
{
    test_init();
    data_init();
    make_temp(trace_path, sizeof(trace_path), "trace");
    make_temp(bench_path, sizeof(bench_path), "bench");
    make_temp(stderr_path, sizeof(stderr_path), "stderr");
    test_both_logs();
    test_layers();
    test_unopenable_path();
    unsetenv("ROCSPARSE_LAYER");
    remove(trace_path);
    remove(bench_path);
    remove(stderr_path);
    data_free();
    return done_testing();
}
