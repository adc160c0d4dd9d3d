# The benchmark driver: repeats the calls that the library's bench log lines
# (ROCSPARSE_LAYER=2) name, and times them.
bin_PROGRAMS = bench/rocsparse-bench
bench_rocsparse_bench_SOURCES = \
	bench/bench.h \
	bench/rocsparse-bench.c \
	bench/options.c \
	bench/timing.c \
	bench/random.h \
	bench/random.c \
	bench/level1.h \
	bench/level1.c \
	bench/level1_routines.c
# OpenMP and HIP: what a program linking the static library needs besides it.
bench_rocsparse_bench_LDFLAGS = $(OPENMP_CFLAGS)
bench_rocsparse_bench_LDADD = librocsparse.la $(HIP_LIBS) -lm

# The driver's smoke test: runs lines the library logged, checks the output.
TESTS += bench/test-bench.sh
EXTRA_DIST += bench/test-bench.sh
