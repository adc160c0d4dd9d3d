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

# The version and revision the library must report, as configure knows them.
tests_fortran_test_auxiliary_SOURCES = tests/fortran/test_auxiliary.F90
tests_fortran_test_auxiliary_CPPFLAGS = -DEXPECTED_VERSION_MAJOR=$(FSPARSE_VERSION_MAJOR) \
	-DEXPECTED_VERSION_MINOR=$(FSPARSE_VERSION_MINOR) -DEXPECTED_VERSION_PATCH=$(FSPARSE_VERSION_PATCH) \
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
