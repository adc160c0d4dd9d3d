/* Logging through ROCSPARSE_LAYER and the two log paths, for every routine
 * of the table in logged_calls.c, in each of its precisions and both
 * pointer modes: the trace line shows each argument the call was given, in
 * order; the bench line carries -f, -r and each option with its value, and
 * nothing else. Nothing is written when the layer is unset, each bit of it
 * writes its own file, and an unopenable path falls back to stderr; a call
 * refused before logging (get_git_rev without a result) writes nothing. A
 * handle reads the environment when it is created, so each case sets it
 * first. */
/* For setenv, mkstemp, dup and strtok_r under a strict -std. */
#define _POSIX_C_SOURCE 200809L

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "logged_calls.h"

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

static void set_env(const char* layer, const char* trace, const char* bench)
{
    if(layer != NULL)
        setenv("ROCSPARSE_LAYER", layer, 1);
    else
        unsetenv("ROCSPARSE_LAYER");
    setenv("ROCSPARSE_LOG_TRACE_PATH", trace, 1);
    setenv("ROCSPARSE_LOG_BENCH_PATH", bench, 1);
}

/* ---------------------------------------------------------------- calls */

/* One call of a routine of the table, and what it wrote. */
typedef struct logged_call
{
    const logged_routine* r;
    logged_args           args;
    char                  name[64];   /* the routine's full name */
    char                  label[96];  /* names the checks */
    rocsparse_status      status;
    char *                trace, *bench, *err; /* the two files and stderr */
} logged_call;

/* Creates a handle under the current environment (the log files emptied
 * first), makes the call in the given pointer mode, destroys the handle.
 * stderr goes to stderr_path meanwhile, so that what the library writes
 * there is seen too. */
static void run_call(logged_call* c, const logged_routine* r, char prec, rocsparse_pointer_mode mode)
{
    c->r = r;
    snprintf(c->name, sizeof(c->name), "rocsparse_%s%s", prec != 0 ? (char[]){prec, '\0'} : "", r->name);
    snprintf(c->label, sizeof(c->label), "%s %s", c->name, mode_name(mode));
    truncate_file(trace_path);
    truncate_file(bench_path);

    fflush(stderr);
    int saved = dup(STDERR_FILENO);
    int fd    = open(stderr_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if(saved < 0 || fd < 0 || dup2(fd, STDERR_FILENO) < 0)
        bail_out("cannot send stderr to %s", stderr_path);
    close(fd);

    rocsparse_handle handle = NULL;
    c->status               = rocsparse_create_handle(&handle);
    if(c->status == rocsparse_status_success)
    {
        set_mode(handle, mode);
        c->args   = logged_args_for(prec, mode, handle);
        c->status = r->call(&c->args);
        rocsparse_destroy_handle(handle);
    }

    fflush(stderr);
    dup2(saved, STDERR_FILENO);
    close(saved);
    c->trace = slurp(trace_path);
    c->bench = slurp(bench_path);
    c->err   = slurp(stderr_path);
}

static void call_free(logged_call* c)
{
    free(c->trace);
    free(c->bench);
    free(c->err);
}

/* The lines of text that start with prefix: how many, and a copy of the
 * first (the caller frees it). */
static int lines_with(const char* text, const char* prefix, char** first)
{
    int n  = 0;
    *first = NULL;
    for(const char* line = text; *line != '\0';)
    {
        const char*  end = strchr(line, '\n');
        const size_t len = end != NULL ? (size_t)(end - line) : strlen(line);
        if(strncmp(line, prefix, strlen(prefix)) == 0 && n++ == 0)
            *first = strndup(line, len);
        line += len + (end != NULL);
    }
    return n;
}

/* ---------------------------------------------------------- trace line */

/* The trace has one line for the call: its name, then one field for each
 * member the table lists, equal to what logged_field makes of it. */
static int trace_matches(const logged_call* c)
{
    char prefix[80], *line;
    snprintf(prefix, sizeof(prefix), "%s,", c->name);
    const int lines = lines_with(c->trace, prefix, &line);
    if(lines != 1)
    {
        diag("%d lines start with '%s'; the trace:\n%s", lines, prefix, c->trace);
        free(line);
        return 0;
    }
    char* members = strdup(c->r->trace);
    char *field_at, *member_at;
    char* field  = strtok_r(line + strlen(prefix), ",", &field_at);
    char* member = strtok_r(members, " ", &member_at);
    int   pass   = 1;
    for(int k = 1; member != NULL || field != NULL; ++k)
    {
        char        buf[80];
        const char* want = member != NULL ? logged_field(&c->args, member, buf, sizeof(buf)) : NULL;
        if(member != NULL && want == NULL)
            bail_out("the table names '%s', which logged_args does not have", member);
        if(field == NULL || want == NULL || strcmp(field, want) != 0)
        {
            diag("field %d (%s): got '%s', expected '%s'", k, member != NULL ? member : "none",
                 field != NULL ? field : "nothing", want != NULL ? want : "nothing");
            pass = 0;
        }
        field  = strtok_r(NULL, ",", &field_at);
        member = strtok_r(NULL, " ", &member_at);
    }
    free(members);
    free(line);
    return pass;
}

/* ---------------------------------------------------------- bench line */

typedef struct bench_options
{
    int count;
    struct
    {
        char name[24], value[48];
    } o[32];
} bench_options;

static void add_option(bench_options* b, const char* name, const char* value)
{
    if(b->count == (int)(sizeof(b->o) / sizeof(b->o[0])))
        bail_out("more bench options than the test expects");
    snprintf(b->o[b->count].name, sizeof(b->o[0].name), "%s", name);
    snprintf(b->o[b->count].value, sizeof(b->o[0].value), "%s", value);
    ++b->count;
}

/* A scalar's options: none in device mode (the value is not on the host). */
static void add_scalar(bench_options* b, const logged_args* a, const char* name)
{
    if(a->mode != rocsparse_pointer_mode_host)
        return;
    const int alpha = strcmp(name, "--alpha") == 0;
    char      value[48], imag[32];
    snprintf(value, sizeof(value), "%g", alpha ? LOGGED_ALPHA : LOGGED_BETA);
    add_option(b, name, value);
    if(a->prec == 'c' || a->prec == 'z')
    {
        snprintf(imag, sizeof(imag), "%si", name);
        snprintf(value, sizeof(value), "%g", alpha ? LOGGED_ALPHA_I : LOGGED_BETA_I);
        add_option(b, imag, value);
    }
}

static bench_options expected_bench(const logged_call* c)
{
    bench_options b = {0};
    add_option(&b, "-f", c->r->name);
    if(c->args.prec != 0)
        add_option(&b, "-r", (char[]){c->args.prec, '\0'});
    char* spec = strdup(c->r->bench);
    char* at;
    for(char* name = strtok_r(spec, " ", &at); name != NULL; name = strtok_r(NULL, " ", &at))
        if(strcmp(name, "--alpha") == 0 || strcmp(name, "--beta") == 0)
            add_scalar(&b, &c->args, name);
        else
        {
            const char* value = strtok_r(NULL, " ", &at);
            add_option(&b, name, value != NULL ? value : "");
        }
    free(spec);
    return b;
}

static int find_option(const bench_options* b, const char* name)
{
    for(int k = 0; k < b->count; ++k)
        if(strcmp(b->o[k].name, name) == 0)
            return k;
    return -1;
}

/* What every bench line starts with: the program that replays it. */
static const char bench_command[] = "fsparse-bench ";

/* The bench file holds one line, the driver's name and then pairs of an
 * option and its value: exactly the expected ones, in any order. */
static int bench_matches(const logged_call* c)
{
    char*     line;
    const int lines = lines_with(c->bench, "", &line);
    if(lines != 1 || strncmp(line, bench_command, strlen(bench_command)) != 0)
    {
        diag("expected one line starting 'fsparse-bench '; the bench file:\n%s", c->bench);
        free(line);
        return 0;
    }
    bench_options got = {0};
    char*         at;
    int           pass = 1;
    for(char* name = strtok_r(line + strlen(bench_command), " ", &at); name != NULL; name = strtok_r(NULL, " ", &at))
    {
        const char* value = strtok_r(NULL, " ", &at);
        pass &= value != NULL && find_option(&got, name) < 0;
        add_option(&got, name, value != NULL ? value : "(none)");
    }
    const bench_options want = expected_bench(c);
    for(int k = 0; k < want.count; ++k)
    {
        const int g = find_option(&got, want.o[k].name);
        if(g < 0 || strcmp(got.o[g].value, want.o[k].value) != 0)
        {
            diag("option %s: got '%s', expected '%s'", want.o[k].name, g < 0 ? "nothing" : got.o[g].value,
                 want.o[k].value);
            pass = 0;
        }
    }
    for(int k = 0; k < got.count; ++k)
        if(find_option(&want, got.o[k].name) < 0)
        {
            diag("option %s %s is not expected", got.o[k].name, got.o[k].value);
            pass = 0;
        }
    if(!pass)
        diag("the bench line: %s", line);
    free(line);
    return pass;
}

/* --------------------------------------------------------------- cases */

/* Calls every routine in each of its precisions (untyped ones once), in
 * both pointer modes; fn checks each call. */
static void for_each_call(void (*fn)(const logged_call* c), int both_modes)
{
    for(size_t k = 0; k < logged_routine_count; ++k)
    {
        const logged_routine* r     = &logged_routines[k];
        const char*           precs = r->precisions[0] != '\0' ? r->precisions : "?";
        for(const char* p = precs; *p != '\0'; ++p)
            for(int m = 0; m < 1 + both_modes; ++m)
            {
                logged_call c;
                run_call(&c, r, *p == '?' ? 0 : *p, m ? rocsparse_pointer_mode_device : rocsparse_pointer_mode_host);
                fn(&c);
                call_free(&c);
            }
    }
}

static void check_both_logs(const logged_call* c)
{
    is_status(c->status, rocsparse_status_success, "%s: create_handle and the call succeed", c->label);
    ok(trace_matches(c), "%s: the trace line has the name and every argument", c->label);
    if(c->r->bench != NULL)
        ok(bench_matches(c), "%s: the bench line has -f %s and every option", c->label, c->r->name);
    else
        ok(c->bench[0] == '\0', "%s: no bench line", c->label);
    ok(c->err[0] == '\0', "%s: nothing on stderr when both files open", c->label);
}

static void check_nothing(const logged_call* c)
{
    ok(c->status == rocsparse_status_success && c->trace[0] == '\0' && c->bench[0] == '\0' && c->err[0] == '\0',
       "%s: ROCSPARSE_LAYER unset: the call succeeds, nothing is written", c->label);
}

/* Layer 1 writes only the trace, layer 2 only the bench lines; 0 writes
 * nothing anywhere, stderr included. */
static void test_layer_bits(void)
{
    static const struct
    {
        const char* layer;
        int         trace, bench;
    } cases[] = {{"1", 1, 0}, {"2", 0, 1}, {"0", 0, 0}};
    for(size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); ++k)
    {
        set_env(cases[k].layer, trace_path, bench_path);
        logged_call c;
        run_call(&c, &logged_routines[0], 'd', rocsparse_pointer_mode_host);
        ok(cases[k].trace ? trace_matches(&c) : c.trace[0] == '\0', "ROCSPARSE_LAYER=%s: trace %s", cases[k].layer,
           cases[k].trace ? "written" : "file left empty");
        ok(cases[k].bench ? bench_matches(&c) : c.bench[0] == '\0', "ROCSPARSE_LAYER=%s: bench %s", cases[k].layer,
           cases[k].bench ? "written" : "file left empty");
        ok(c.err[0] == '\0', "ROCSPARSE_LAYER=%s: nothing on stderr", cases[k].layer);
        call_free(&c);
    }
}

/* Paths in a directory that does not exist: the call still succeeds and
 * the lines go to stderr. */
static void test_unopenable_path(void)
{
    char bad_trace[300], bad_bench[300];
    snprintf(bad_trace, sizeof(bad_trace), "%s.missing/trace.log", stderr_path);
    snprintf(bad_bench, sizeof(bad_bench), "%s.missing/bench.log", stderr_path);
    set_env("3", bad_trace, bad_bench);
    logged_call c;
    run_call(&c, &logged_routines[0], 'd', rocsparse_pointer_mode_host);
    char *trace_line, *bench_line;
    ok(lines_with(c.err, "rocsparse_daxpyi,", &trace_line) == 1,
       "unopenable trace path: the trace line goes to stderr");
    ok(lines_with(c.err, "fsparse-bench -f axpyi ", &bench_line) == 1,
       "unopenable bench path: the bench line goes to stderr");
    free(trace_line);
    free(bench_line);
    call_free(&c);
}

/* get_git_rev refuses a null result before it logs, as rocSPARSE does:
 * only the call with a place for the revision writes a trace line. */
static void test_refused_before_logging(void)
{
    set_env("1", trace_path, bench_path);
    truncate_file(trace_path);
    char             rev[64];
    rocsparse_handle handle = test_handle();
    is_status(rocsparse_get_git_rev(handle, NULL), rocsparse_status_invalid_pointer, "get_git_rev(handle, NULL)");
    is_status(rocsparse_get_git_rev(handle, rev), rocsparse_status_success, "get_git_rev(handle, rev)");
    rocsparse_destroy_handle(handle);
    char* trace = slurp(trace_path);
    char* line;
    ok(lines_with(trace, "rocsparse_get_git_rev,", &line) == 1, "get_git_rev: only the call with a result is traced");
    free(line);
    free(trace);
}

int main(void)
{
    test_init();
    unsetenv("ROCSPARSE_LAYER"); /* the data is made without logging */
    logged_data_init();
    make_temp(trace_path, sizeof(trace_path), "trace");
    make_temp(bench_path, sizeof(bench_path), "bench");
    make_temp(stderr_path, sizeof(stderr_path), "stderr");

    set_env("3", trace_path, bench_path);
    for_each_call(check_both_logs, 1);
    set_env(NULL, trace_path, bench_path);
    for_each_call(check_nothing, 0);
    test_layer_bits();
    test_unopenable_path();
    test_refused_before_logging();

    unsetenv("ROCSPARSE_LAYER");
    remove(trace_path);
    remove(bench_path);
    remove(stderr_path);
    logged_data_free();
    return done_testing();
}
