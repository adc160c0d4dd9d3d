/* A small Test Anything Protocol writer for the C tests. Every check prints
 * one "ok N" or "not ok N" line on stdout; diagnostics are "# " lines.
 * Automake's tap-driver.sh reads the output. */
#ifndef FSPARSE_TAP_H
#define FSPARSE_TAP_H

#if defined(__GNUC__)
#define TAP_PRINTF(fmt_index, first_arg) __attribute__((format(printf, fmt_index, first_arg)))
#else
#define TAP_PRINTF(fmt_index, first_arg)
#endif

/* Announces n checks up front. Without it, done_testing prints the plan. */
void plan(int n);

/* One check; returns pass (nonzero when it passed). */
int ok(int pass, const char* fmt, ...) TAP_PRINTF(2, 3);

/* got == want, both shown on failure. */
int is_int(long long got, long long want, const char* fmt, ...) TAP_PRINTF(3, 4);

/* The same for rocsparse_status values, shown by name on failure. */
int is_status(int got, int want, const char* fmt, ...) TAP_PRINTF(3, 4);

/* |got - want| <= rel_tol * |want| (equal values always pass, NaN never). */
int is_double(double got, double want, double rel_tol, const char* fmt, ...) TAP_PRINTF(4, 5);

/* A "# " line in the output. */
void diag(const char* fmt, ...) TAP_PRINTF(1, 2);

/* Counts n checks as skipped, with the reason. */
void skip(int n, const char* fmt, ...) TAP_PRINTF(2, 3);

/* A check that is known not to pass yet, not run: "not ok N - name # TODO
 * reason", which the harness counts as an expected failure. */
void todo(const char* reason, const char* fmt, ...) TAP_PRINTF(2, 3);

/* Stops the whole program: for setup failures after which nothing can be checked. */
void bail_out(const char* fmt, ...) TAP_PRINTF(1, 2);

/* Prints the plan if plan() was not called; returns the exit status for
 * main: 0 when every check passed and the count matched the plan. */
int done_testing(void);

/* The name of a rocsparse_status value ("rocsparse_status_success", ...). */
const char* status_name(int status);

#endif /* FSPARSE_TAP_H */
