# The library: entry points and core (C), then one backend.
librocsparse_la_SOURCES += \
	src/backend.h \
	src/core/precision.h \
	src/core/objects.h \
	src/core/status.h \
	src/core/log.h \
	src/core/log.c \
	src/core/entry.h \
	src/core/entry.c \
	src/core/handle.c \
	src/core/forced_kernel.h \
	src/core/forced_kernel.c \
	src/core/mat_descr.c \
	src/core/hyb_mat.h \
	src/core/hyb_mat.c \
	src/core/mat_info.c \
	src/core/trm_info.h \
	src/core/trm_info.c \
	src/core/device_memory.c \
	src/core/checks.h \
	src/core/checks.c \
	src/core/registry.h \
	src/core/registry.c \
	src/core/validate.h \
	src/core/validate.c \
	src/api/level1_axpyi.c \
	src/api/level1_doti.c \
	src/api/level1_gthr.c \
	src/api/level1_roti.c \
	src/api/level1_sctr.c \
	src/api/level2_coomv.c \
	src/api/level2_csrmv.c \
	src/api/level2_ellmv.c \
	src/api/level2_hybmv.c \
	src/api/level3_csrmm.c \
	src/api/level2_csrsv.c \
	src/api/level3_csrsm.c \
	src/api/precond_factor.h \
	src/api/precond_factor.c \
	src/api/precond_csric0.c \
	src/api/precond_csrilu0.c \
	src/api/conversion_csr2coo.c \
	src/api/conversion_coo2csr.c \
	src/api/conversion_csr2ell.c \
	src/api/conversion_ell2csr.c \
	src/api/conversion_csr2hyb.c \
	src/api/conversion_hyb2csr.c \
	src/api/conversion_csr2csc.c \
	src/api/conversion_sort.c \
	src/api/conversion_nnz.c

if !BACKEND_HIP
librocsparse_la_SOURCES += \
	src/host/host_types.h \
	src/host/level1_template.h \
	src/host/level1.c \
	src/host/host_omp.h \
	src/host/axpby_template.h \
	src/host/csrmv_plan.h \
	src/host/level2_template.h \
	src/host/level2.c \
	src/host/level3_template.h \
	src/host/level3.c \
	src/host/trm_analysis.h \
	src/host/triangular_template.h \
	src/host/triangular.c \
	src/host/conversion_template.h \
	src/host/conversion.c \
	src/host/structural_template.h \
	src/host/structural.c \
	src/host/device.c \
	src/host/validate.c
# Level 1 calls fma() and fmaf(); libtool passes this on to every program
# linked with librocsparse.la.
librocsparse_la_LIBADD += -lm
endif
