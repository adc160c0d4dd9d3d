# tests/fortran: the generated modules against the library, and the library
# through the modules. All are TAP programs run through tap-driver.sh.

# The bind(c) names of the modules are the library's symbols, with as many
# arguments as the C prototypes.
TESTS += tests/fortran/check-bindings.pl
EXTRA_DIST += tests/fortran/check-bindings.pl tests/fortran/tap.f90 tests/fortran/device_buffers.f90

if ENABLE_FORTRAN
fortran_tests = \
	tests/fortran/test_auxiliary \
	tests/fortran/test_device \
	tests/fortran/test_level1_s \
	tests/fortran/test_level1_d \
	tests/fortran/test_level1_c \
	tests/fortran/test_level1_z
check_PROGRAMS += $(fortran_tests)
TESTS += $(fortran_tests)

# The helper modules, compiled once for all the tests; their .mod files
# stay in tests/fortran/.
fortran_test_helpers = tests/fortran/tap.$(OBJEXT) tests/fortran/device_buffers.$(OBJEXT)
fortran_test_compile = $(FC) $(FC_MODOUT)tests/fortran $(FC_MODINC)tests/fortran $(AM_FCFLAGS) $(FCFLAGS) \
	-c $(FCFLAGS_f90)
CLEANFILES += $(fortran_test_helpers) tests/fortran/tap.$(FC_MODEXT) tests/fortran/device_buffers.$(FC_MODEXT)
tests/fortran/tap.$(OBJEXT): $(srcdir)/tests/fortran/tap.f90
	@$(MKDIR_P) tests/fortran
	$(AM_V_FC)$(fortran_test_compile) -o $@ $(srcdir)/tests/fortran/tap.f90
tests/fortran/device_buffers.$(OBJEXT): $(srcdir)/tests/fortran/device_buffers.f90 $(fortran_modules)
	@$(MKDIR_P) tests/fortran
	$(AM_V_FC)$(fortran_test_compile) -o $@ $(srcdir)/tests/fortran/device_buffers.f90

fortran_test_fcflags = $(AM_FCFLAGS) $(FC_MODINC)tests/fortran
fortran_test_ldflags = $(OPENMP_CFLAGS)
fortran_test_ldadd = $(fortran_test_helpers) librocsparse.la $(HIP_LIBS)

# The version (of the rocSPARSE API) and revision the library must report,
# as configure knows them.
tests_fortran_test_auxiliary_SOURCES = tests/fortran/test_auxiliary.F90
tests_fortran_test_auxiliary_CPPFLAGS = -DEXPECTED_VERSION_MAJOR=$(ROCSPARSE_API_VERSION_MAJOR) \
	-DEXPECTED_VERSION_MINOR=$(ROCSPARSE_API_VERSION_MINOR) -DEXPECTED_VERSION_PATCH=$(ROCSPARSE_API_VERSION_PATCH) \
	'-DEXPECTED_GIT_REV="$(FSPARSE_GIT_REV)"'
tests_fortran_test_auxiliary_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_auxiliary_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_auxiliary_LDADD = $(fortran_test_ldadd)
# The expected revision is a flag, not a header: rebuild when configure
# writes a new one (config.h changes with it).
tests/fortran/tests_fortran_test_auxiliary-test_auxiliary.$(OBJEXT): $(top_builddir)/config.h

tests_fortran_test_device_SOURCES = tests/fortran/test_device.f90
tests_fortran_test_device_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_device_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_device_LDADD = $(fortran_test_ldadd)

# One source, one program per precision.
tests_fortran_test_level1_s_SOURCES = tests/fortran/level1.F90
tests_fortran_test_level1_s_CPPFLAGS = -DPRECISION_S
tests_fortran_test_level1_s_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_level1_s_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_level1_s_LDADD = $(fortran_test_ldadd)
tests_fortran_test_level1_d_SOURCES = tests/fortran/level1.F90
tests_fortran_test_level1_d_CPPFLAGS = -DPRECISION_D
tests_fortran_test_level1_d_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_level1_d_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_level1_d_LDADD = $(fortran_test_ldadd)
tests_fortran_test_level1_c_SOURCES = tests/fortran/level1.F90
tests_fortran_test_level1_c_CPPFLAGS = -DPRECISION_C
tests_fortran_test_level1_c_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_level1_c_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_level1_c_LDADD = $(fortran_test_ldadd)
tests_fortran_test_level1_z_SOURCES = tests/fortran/level1.F90
tests_fortran_test_level1_z_CPPFLAGS = -DPRECISION_Z
tests_fortran_test_level1_z_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_level1_z_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_level1_z_LDADD = $(fortran_test_ldadd)

# Automake does not know that a Fortran object needs the modules it uses.
$(tests_fortran_test_auxiliary_OBJECTS) $(tests_fortran_test_device_OBJECTS) \
$(tests_fortran_test_level1_s_OBJECTS) $(tests_fortran_test_level1_d_OBJECTS) \
$(tests_fortran_test_level1_c_OBJECTS) $(tests_fortran_test_level1_z_OBJECTS): \
		$(fortran_modules) $(fortran_test_helpers)
endif

# Level 2/3 products and format conversions: two sources (level2.F90,
# conversions.F90), one program each per precision. What they share is module
# sparse_kit_<p>, one source compiled once per precision, over the
# precision-free csr_patterns module.
EXTRA_DIST += tests/fortran/csr_patterns.f90 tests/fortran/sparse_kit.F90 tests/fortran/sparse_precision.h

if ENABLE_FORTRAN
fortran_sparse_tests = \
	tests/fortran/test_level2_s \
	tests/fortran/test_level2_d \
	tests/fortran/test_level2_c \
	tests/fortran/test_level2_z \
	tests/fortran/test_conversions_s \
	tests/fortran/test_conversions_d \
	tests/fortran/test_conversions_c \
	tests/fortran/test_conversions_z
check_PROGRAMS += $(fortran_sparse_tests)
TESTS += $(fortran_sparse_tests)

tests/fortran/csr_patterns.$(OBJEXT): $(srcdir)/tests/fortran/csr_patterns.f90
	@$(MKDIR_P) tests/fortran
	$(AM_V_FC)$(fortran_test_compile) -o $@ $(srcdir)/tests/fortran/csr_patterns.f90

fortran_sparse_kit_compile = $(FC) $(FC_MODOUT)tests/fortran $(FC_MODINC)tests/fortran $(AM_FCFLAGS) $(FCFLAGS) -c
fortran_sparse_kit_inputs = $(srcdir)/tests/fortran/sparse_kit.F90 $(srcdir)/tests/fortran/sparse_precision.h \
	$(fortran_modules) $(fortran_test_helpers) tests/fortran/csr_patterns.$(OBJEXT)
fortran_sparse_kits = tests/fortran/sparse_kit_s.$(OBJEXT) tests/fortran/sparse_kit_d.$(OBJEXT) \
	tests/fortran/sparse_kit_c.$(OBJEXT) tests/fortran/sparse_kit_z.$(OBJEXT)
CLEANFILES += tests/fortran/csr_patterns.$(OBJEXT) tests/fortran/csr_patterns.$(FC_MODEXT) $(fortran_sparse_kits) \
	tests/fortran/sparse_kit_s.$(FC_MODEXT) tests/fortran/sparse_kit_d.$(FC_MODEXT) \
	tests/fortran/sparse_kit_c.$(FC_MODEXT) tests/fortran/sparse_kit_z.$(FC_MODEXT)

# The .mod file comes with the object.
tests/fortran/sparse_kit_s.$(OBJEXT): $(fortran_sparse_kit_inputs)
	$(AM_V_PPFC)$(fortran_sparse_kit_compile) -DPRECISION_S -o $@ $(srcdir)/tests/fortran/sparse_kit.F90
tests/fortran/sparse_kit_d.$(OBJEXT): $(fortran_sparse_kit_inputs)
	$(AM_V_PPFC)$(fortran_sparse_kit_compile) -DPRECISION_D -o $@ $(srcdir)/tests/fortran/sparse_kit.F90
tests/fortran/sparse_kit_c.$(OBJEXT): $(fortran_sparse_kit_inputs)
	$(AM_V_PPFC)$(fortran_sparse_kit_compile) -DPRECISION_C -o $@ $(srcdir)/tests/fortran/sparse_kit.F90
tests/fortran/sparse_kit_z.$(OBJEXT): $(fortran_sparse_kit_inputs)
	$(AM_V_PPFC)$(fortran_sparse_kit_compile) -DPRECISION_Z -o $@ $(srcdir)/tests/fortran/sparse_kit.F90

fortran_sparse_ldadd = tests/fortran/csr_patterns.$(OBJEXT) $(fortran_test_ldadd)

tests_fortran_test_level2_s_SOURCES = tests/fortran/level2.F90
tests_fortran_test_level2_s_CPPFLAGS = -DPRECISION_S
tests_fortran_test_level2_s_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_level2_s_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_level2_s_LDADD = tests/fortran/sparse_kit_s.$(OBJEXT) $(fortran_sparse_ldadd)

tests_fortran_test_level2_d_SOURCES = tests/fortran/level2.F90
tests_fortran_test_level2_d_CPPFLAGS = -DPRECISION_D
tests_fortran_test_level2_d_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_level2_d_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_level2_d_LDADD = tests/fortran/sparse_kit_d.$(OBJEXT) $(fortran_sparse_ldadd)

tests_fortran_test_level2_c_SOURCES = tests/fortran/level2.F90
tests_fortran_test_level2_c_CPPFLAGS = -DPRECISION_C
tests_fortran_test_level2_c_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_level2_c_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_level2_c_LDADD = tests/fortran/sparse_kit_c.$(OBJEXT) $(fortran_sparse_ldadd)

tests_fortran_test_level2_z_SOURCES = tests/fortran/level2.F90
tests_fortran_test_level2_z_CPPFLAGS = -DPRECISION_Z
tests_fortran_test_level2_z_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_level2_z_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_level2_z_LDADD = tests/fortran/sparse_kit_z.$(OBJEXT) $(fortran_sparse_ldadd)

tests_fortran_test_conversions_s_SOURCES = tests/fortran/conversions.F90
tests_fortran_test_conversions_s_CPPFLAGS = -DPRECISION_S
tests_fortran_test_conversions_s_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_conversions_s_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_conversions_s_LDADD = tests/fortran/sparse_kit_s.$(OBJEXT) $(fortran_sparse_ldadd)

tests_fortran_test_conversions_d_SOURCES = tests/fortran/conversions.F90
tests_fortran_test_conversions_d_CPPFLAGS = -DPRECISION_D
tests_fortran_test_conversions_d_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_conversions_d_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_conversions_d_LDADD = tests/fortran/sparse_kit_d.$(OBJEXT) $(fortran_sparse_ldadd)

tests_fortran_test_conversions_c_SOURCES = tests/fortran/conversions.F90
tests_fortran_test_conversions_c_CPPFLAGS = -DPRECISION_C
tests_fortran_test_conversions_c_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_conversions_c_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_conversions_c_LDADD = tests/fortran/sparse_kit_c.$(OBJEXT) $(fortran_sparse_ldadd)

tests_fortran_test_conversions_z_SOURCES = tests/fortran/conversions.F90
tests_fortran_test_conversions_z_CPPFLAGS = -DPRECISION_Z
tests_fortran_test_conversions_z_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_conversions_z_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_conversions_z_LDADD = tests/fortran/sparse_kit_z.$(OBJEXT) $(fortran_sparse_ldadd)

# The programs use their precision's kit module (and the header through it).
$(tests_fortran_test_level2_s_OBJECTS) $(tests_fortran_test_conversions_s_OBJECTS): \
		tests/fortran/sparse_kit_s.$(OBJEXT) $(srcdir)/tests/fortran/sparse_precision.h
$(tests_fortran_test_level2_d_OBJECTS) $(tests_fortran_test_conversions_d_OBJECTS): \
		tests/fortran/sparse_kit_d.$(OBJEXT) $(srcdir)/tests/fortran/sparse_precision.h
$(tests_fortran_test_level2_c_OBJECTS) $(tests_fortran_test_conversions_c_OBJECTS): \
		tests/fortran/sparse_kit_c.$(OBJEXT) $(srcdir)/tests/fortran/sparse_precision.h
$(tests_fortran_test_level2_z_OBJECTS) $(tests_fortran_test_conversions_z_OBJECTS): \
		tests/fortran/sparse_kit_z.$(OBJEXT) $(srcdir)/tests/fortran/sparse_precision.h
endif

# Issue 11: the triangular solves and incomplete factorizations, one program
# for the four precisions (every argument is a pointer: only the routine's
# name depends on the precision).
if ENABLE_FORTRAN
check_PROGRAMS += tests/fortran/test_trm
TESTS += tests/fortran/test_trm
tests_fortran_test_trm_SOURCES = tests/fortran/test_trm.f90
tests_fortran_test_trm_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_trm_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_trm_LDADD = $(fortran_test_ldadd)
$(tests_fortran_test_trm_OBJECTS): $(fortran_modules) $(fortran_test_helpers)
endif

# Issue 13: the structural routines (csr2csc, the sorts, nnz), one-based.
if ENABLE_FORTRAN
check_PROGRAMS += tests/fortran/test_structural
TESTS += tests/fortran/test_structural
tests_fortran_test_structural_SOURCES = tests/fortran/test_structural.f90
tests_fortran_test_structural_FCFLAGS = $(fortran_test_fcflags)
tests_fortran_test_structural_LDFLAGS = $(fortran_test_ldflags)
tests_fortran_test_structural_LDADD = $(fortran_test_ldadd)
$(tests_fortran_test_structural_OBJECTS): $(fortran_modules) $(fortran_test_helpers)
endif
