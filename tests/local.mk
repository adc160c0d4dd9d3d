# tests: TAP programs in C against naive references, and the TAP setup that
# every test of the tree (C, Fortran, scripts) runs under.

# Every test speaks TAP; tap-driver.sh turns its lines into the results.
LOG_DRIVER = env AM_TAP_AWK='$(AWK)' $(SHELL) $(top_srcdir)/build-aux/tap-driver.sh
TEST_EXTENSIONS = .sh .pl
SH_LOG_DRIVER = $(LOG_DRIVER)
SH_LOG_COMPILER = $(SHELL)
PL_LOG_DRIVER = $(LOG_DRIVER)
PL_LOG_COMPILER = $(PERL)

# The TAP writer and the shared test utilities, built only for make check.
check_LIBRARIES = tests/libtesthelp.a
tests_libtesthelp_a_SOURCES = \
	tests/tap.h \
	tests/tap.c \
	tests/testutil.h \
	tests/testutil.c

# Also what a HIP build's programs need beyond the library.
tests_ldadd = tests/libtesthelp.a librocsparse.la $(OPENMP_CFLAGS) $(HIP_LIBS) -lm

tests_c_programs = \
	tests/test_auxiliary \
	tests/test_axpyi \
	tests/test_doti \
	tests/test_gthr \
	tests/test_roti \
	tests/test_sctr \
	tests/test_logging

check_PROGRAMS += $(tests_c_programs)
TESTS += $(tests_c_programs)

tests_test_auxiliary_SOURCES = tests/test_auxiliary.c
tests_test_auxiliary_LDADD = $(tests_ldadd)
tests_test_axpyi_SOURCES = tests/test_axpyi.c
tests_test_axpyi_LDADD = $(tests_ldadd)
tests_test_doti_SOURCES = tests/test_doti.c
tests_test_doti_LDADD = $(tests_ldadd)
tests_test_gthr_SOURCES = tests/test_gthr.c
tests_test_gthr_LDADD = $(tests_ldadd)
tests_test_roti_SOURCES = tests/test_roti.c
tests_test_roti_LDADD = $(tests_ldadd)
tests_test_sctr_SOURCES = tests/test_sctr.c
tests_test_sctr_LDADD = $(tests_ldadd)
tests_test_logging_SOURCES = tests/test_logging.c tests/logged_calls.h tests/logged_calls.c
tests_test_logging_LDADD = $(tests_ldadd)

# Issue 3: Level 2/3 products and format conversions. sparse_gen holds the
# random CSR matrices, the naive reference product and the failing-call
# checks they share.
tests_libtesthelp_a_SOURCES += \
	tests/sparse_gen.h \
	tests/sparse_gen.c

tests_sparse_programs = \
	tests/test_coomv \
	tests/test_csrmv \
	tests/test_ellmv \
	tests/test_hybmv \
	tests/test_csrmm \
	tests/test_csr2coo \
	tests/test_csr2ell \
	tests/test_csr2hyb

check_PROGRAMS += $(tests_sparse_programs)
TESTS += $(tests_sparse_programs)

tests_test_coomv_SOURCES = tests/test_coomv.c
tests_test_coomv_LDADD = $(tests_ldadd)
tests_test_csrmv_SOURCES = tests/test_csrmv.c
tests_test_csrmv_LDADD = $(tests_ldadd)
tests_test_ellmv_SOURCES = tests/test_ellmv.c
tests_test_ellmv_LDADD = $(tests_ldadd)
tests_test_hybmv_SOURCES = tests/test_hybmv.c
tests_test_hybmv_LDADD = $(tests_ldadd)
tests_test_csrmm_SOURCES = tests/test_csrmm.c
tests_test_csrmm_LDADD = $(tests_ldadd)
tests_test_csr2coo_SOURCES = tests/test_csr2coo.c
tests_test_csr2coo_LDADD = $(tests_ldadd)
tests_test_csr2ell_SOURCES = tests/test_csr2ell.c
tests_test_csr2ell_LDADD = $(tests_ldadd)
tests_test_csr2hyb_SOURCES = tests/test_csr2hyb.c
tests_test_csr2hyb_LDADD = $(tests_ldadd)

# The complex types in C++ (issue 10, rocSPARSE's own programs). Every build:
# what a host-only C++ compiler sees, the plain structs with C's layout. HIP
# builds also: the class a GPU compiler sees, on the host and in a kernel,
# compiled by the .hip.o rule of bench/local.mk.
check_PROGRAMS += tests/test_cxx_header
TESTS += tests/test_cxx_header
tests_test_cxx_header_SOURCES = tests/test_cxx_header.cc tests/test_cxx_header_layout.c tests/test_cxx_header_layout.h
tests_test_cxx_header_CXXFLAGS = -Wall -Wextra
tests_test_cxx_header_LDADD = tests/libtesthelp.a

EXTRA_DIST += tests/test_complex_class.hip
if BACKEND_HIP
check_PROGRAMS += tests/test_complex_class
TESTS += tests/test_complex_class
tests_test_complex_class_SOURCES = tests/test_complex_class.hip
tests_test_complex_class_LDADD = $(tests_ldadd)
tests/test_complex_class.$(OBJEXT): $(rocsparseinc_HEADERS) include/rocsparse/rocsparse-version.h $(srcdir)/tests/tap.h
endif

# Issue 10: every routine in order on the handle's stream. Its inputs are
# written on that stream just before the calls: by kernels behind a delay,
# on a non-blocking stream, on the GPU; by plain copies on the host.
check_PROGRAMS += tests/test_stream_order
TESTS += tests/test_stream_order
tests_test_stream_order_SOURCES = tests/test_stream_order.c tests/stream_producer.h
tests_test_stream_order_LDADD = $(tests_ldadd)
if BACKEND_HIP
# Compiled by the .hip.o rule of bench/local.mk.
tests_test_stream_order_SOURCES += tests/stream_producer_hip.hip
tests/stream_producer_hip.$(OBJEXT): $(srcdir)/tests/stream_producer.h
else
tests_test_stream_order_SOURCES += tests/stream_producer_host.c
endif
EXTRA_DIST += tests/stream_producer_hip.hip tests/stream_producer_host.c

# Issue 10: malformed input. test_validate proves the index validators of
# validation mode and the object registry on their own (it includes
# src/core/validate.h); test_malformed gives the public routines malformed
# input on a handle in validation mode.
tests_malformed_programs = \
	tests/test_validate \
	tests/test_malformed

check_PROGRAMS += $(tests_malformed_programs)
TESTS += $(tests_malformed_programs)

tests_test_validate_SOURCES = tests/test_validate.c
tests_test_validate_LDADD = $(tests_ldadd)
tests_test_malformed_SOURCES = tests/test_malformed.c
tests_test_malformed_LDADD = $(tests_ldadd)

# One csrmv analysis used by products on two handles at once (two streams
# created non-blocking on the HIP backend): it includes HIP's runtime
# header there, so it gets the flags that rocsparse.pc gives users.
check_PROGRAMS += tests/test_csrmv_shared
TESTS += tests/test_csrmv_shared
tests_test_csrmv_shared_SOURCES = tests/test_csrmv_shared.c
tests_test_csrmv_shared_CPPFLAGS = $(AM_CPPFLAGS) $(FSPARSE_PC_CFLAGS)
tests_test_csrmv_shared_LDADD = $(tests_ldadd)

# Issue 11: the bad arguments of the triangular solves and factorizations.
check_PROGRAMS += tests/test_trm_args
TESTS += tests/test_trm_args
tests_test_trm_args_SOURCES = tests/test_trm_args.c
tests_test_trm_args_LDADD = $(tests_ldadd)

# Issue 11: triangular solves and incomplete factorizations. trm_reference
# holds their matrices, the long double references and checks, and the
# handles that force each strategy of settings trsv and trfactor.
tests_libtesthelp_a_SOURCES += \
	tests/trm_reference.h \
	tests/trm_reference.c \
	tests/trm_factor.h \
	tests/trm_factor.c

tests_trm_programs = \
	tests/test_csrsv \
	tests/test_csrsm \
	tests/test_csric0 \
	tests/test_csrilu0 \
	tests/test_trm_shared

check_PROGRAMS += $(tests_trm_programs)
TESTS += $(tests_trm_programs)

tests_test_csrsv_SOURCES = tests/test_csrsv.c
tests_test_csrsv_LDADD = $(tests_ldadd)
tests_test_csrsm_SOURCES = tests/test_csrsm.c
tests_test_csrsm_LDADD = $(tests_ldadd)
tests_test_csric0_SOURCES = tests/test_csric0.c
tests_test_csric0_LDADD = $(tests_ldadd)
tests_test_csrilu0_SOURCES = tests/test_csrilu0.c
tests_test_csrilu0_LDADD = $(tests_ldadd)
tests_test_trm_shared_SOURCES = tests/test_trm_shared.c
tests_test_trm_shared_LDADD = $(tests_ldadd)

# Issue 13: transposition, sorts and counting (csr2csc, the identity
# permutation, csrsort, cscsort, coosort, nnz). structural_util holds the
# handles that force each strategy in turn.
tests_structural_programs = \
	tests/test_csr2csc \
	tests/test_sorts \
	tests/test_nnz \
	tests/test_structural_args

check_PROGRAMS += $(tests_structural_programs)
TESTS += $(tests_structural_programs)

tests_test_csr2csc_SOURCES = tests/test_csr2csc.c tests/structural_util.h tests/structural_util.c
tests_test_csr2csc_LDADD = $(tests_ldadd)
tests_test_sorts_SOURCES = tests/test_sorts.c tests/structural_util.h tests/structural_util.c
tests_test_sorts_LDADD = $(tests_ldadd)
tests_test_nnz_SOURCES = tests/test_nnz.c
tests_test_nnz_LDADD = $(tests_ldadd)
tests_test_structural_args_SOURCES = tests/test_structural_args.c
tests_test_structural_args_LDADD = $(tests_ldadd)
