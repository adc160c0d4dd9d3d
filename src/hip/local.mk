# src/hip: the HIP backend, built instead of src/host when configure chose
# HIP. hipcc (AMD) or nvcc through HIP's nvidia headers (NVIDIA) compiles the
# .hip files, through libtool so that they join librocsparse.la like C
# objects. Automake distributes the conditional sources in every build.
hip_headers = \
	src/hip/hip_check.hpp \
	src/hip/hip_complex.hpp \
	src/hip/hip_csr_loads.hpp \
	src/hip/hip_csrmv_adaptive.hpp \
	src/hip/hip_dispatch.hpp \
	src/hip/hip_kernel_choice.hpp \
	src/hip/hip_primitives.hpp \
	src/hip/hip_reduce.hpp \
	src/hip/hip_spmv.hpp \
	src/hip/hip_syncfree.hpp \
	src/hip/hip_trm.hpp \
	src/hip/hip_workspace.hpp
noinst_HEADERS += $(hip_headers)

hip_sources = \
	src/hip/device.hip \
	src/hip/kernel_choice.hip \
	src/hip/level1.hip \
	src/hip/level1_dot.hip \
	src/hip/level2_coomv.hip \
	src/hip/level2_csrmv.hip \
	src/hip/level2_csrmv_adaptive.hip \
	src/hip/level2_csrmv_analysis.hip \
	src/hip/level2_csrmv_short.hip \
	src/hip/level2_ellmv.hip \
	src/hip/level3_csrmm.hip \
	src/hip/primitives.hip

# Format conversions: CSR <-> COO, ELL, HYB.
hip_headers += src/hip/conversion_common.hpp
hip_sources += \
	src/hip/conversion_common.hip \
	src/hip/conversion_coo.hip \
	src/hip/conversion_ell.hip \
	src/hip/conversion_hyb.hip

# Triangular analysis and solves (csrsv, csrsm).
hip_sources += \
	src/hip/trm_analysis.hip \
	src/hip/trm_solve.hip

# Index validation (validation mode and the checks of the setup routines).
hip_sources += src/hip/validate.hip

# Incomplete factorizations: csrilu0 and csric0.
hip_sources += src/hip/trm_factor.hip

# Sparse product: csrgemm.
hip_headers += src/hip/hip_csrgemm.hpp
hip_sources += src/hip/csrgemm.hip

# Transposition, sorting, counting: csr2csc, the sorts, the identity
# permutation, nnz.
hip_headers += \
	src/hip/hip_csrsort_radix.hpp \
	src/hip/hip_structural.hpp
hip_sources += \
	src/hip/conversion_csr2csc.hip \
	src/hip/conversion_nnz.hip \
	src/hip/structural_coosort.hip \
	src/hip/structural_csrsort.hip \
	src/hip/structural_csrsort_radix.hip \
	src/hip/structural_identity.hip

SUFFIXES += .hip

if BACKEND_HIP
librocsparse_la_SOURCES += $(hip_sources)

if HIP_PLATFORM_NVIDIA
hip_compiler = $(NVCC)
hip_user_flags = $(NVCCFLAGS)
else
hip_compiler = $(HIPCC)
hip_user_flags = $(HIPCCFLAGS)
endif
# The same include path and defines as the C sources (config.h included).
hip_compile = $(hip_compiler) $(FSPARSE_HIP_COMPILE_FLAGS) $(DEFS) $(DEFAULT_INCLUDES) $(INCLUDES) \
	$(AM_CPPFLAGS) $(CPPFLAGS) $(hip_user_flags)

fsparse_v_HIPCC = $(fsparse_v_HIPCC_@AM_V@)
fsparse_v_HIPCC_ = $(fsparse_v_HIPCC_@AM_DEFAULT_V@)
fsparse_v_HIPCC_0 = @echo "  HIPCC   " $@;
fsparse_v_HIPCC_1 =

.hip.lo:
	$(fsparse_v_HIPCC)$(LIBTOOL) $(AM_V_lt) --tag=CXX $(AM_LIBTOOLFLAGS) $(LIBTOOLFLAGS) --mode=compile \
	$(hip_compile) -c -o $@ $<

# No automatic dependency tracking for .hip: every object depends on every
# header it may include.
$(hip_sources:.hip=.lo): $(hip_headers) $(srcdir)/src/backend.h $(srcdir)/src/core/objects.h \
	$(srcdir)/src/core/hyb_mat.h \
	$(srcdir)/src/core/precision.h $(rocsparseinc_HEADERS) include/rocsparse/rocsparse-version.h config.h
endif
