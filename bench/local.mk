# The benchmark driver: repeats the calls that the library's bench log lines
# (ROCSPARSE_LAYER=2) name, and times them; the sparse matrix products also
# on the generated suite matrices and Matrix Market files. Installed as
# fsparse-bench: rocsparse-bench is the name of ROCm's own program, which a
# machine may have too.
bin_PROGRAMS = bench/fsparse-bench
bench_fsparse_bench_SOURCES = \
	bench/bench.h \
	bench/fsparse-bench.c \
	bench/options.c \
	bench/timing.c \
	bench/timer.h \
	bench/random.h \
	bench/random.c \
	bench/level1.h \
	bench/level1.c \
	bench/level1_routines.c \
	bench/matrices.h \
	bench/matrices.c \
	bench/sparse.h \
	bench/sparse.c \
	bench/sparse_routines.c \
	bench/reference.h \
	bench/reference.c \
	bench/operands.h \
	bench/operands.c \
	bench/structural.h \
	bench/structural.c \
	bench/structural_routines.c
# OpenMP and HIP: what a program linking the static library needs besides it.
bench_fsparse_bench_LDFLAGS = $(OPENMP_CFLAGS)
bench_fsparse_bench_LDADD = librocsparse.la $(HIP_LIBS) -lm

# The timer: device events on the HIP backend, the wall clock on the host.
if BACKEND_HIP
bench_fsparse_bench_SOURCES += bench/timer_hip.hip
# Programs take plain objects; hip_compile comes from src/hip/local.mk.
.hip.o:
	$(fsparse_v_HIPCC)$(hip_compile) -c -o $@ $<
bench/timer_hip.$(OBJEXT): $(srcdir)/bench/timer.h $(srcdir)/bench/evict_l2.h
else
bench_fsparse_bench_SOURCES += bench/timer_host.c
endif
EXTRA_DIST += bench/timer_hip.hip bench/timer_host.c bench/evict_l2.h

# The cuSPARSE baseline and the comparison on the GPU machine: built and
# run there (see run-comparison.sh), staged here by stage-gpu-bench.sh;
# the table and the performance summary of README.md and PERFORMANCE.md
# made from its output.
EXTRA_DIST += bench/cusparse_baseline.cu bench/cusparse_structural.h bench/copy_bandwidth.cu
dist_noinst_SCRIPTS += bench/stage-gpu-bench.sh bench/run-comparison.sh bench/comparison-table.sh \
	bench/update-summary.sh

# The driver's smoke test: runs lines the library logged, checks the output.
TESTS += bench/test-bench.sh
EXTRA_DIST += bench/test-bench.sh
