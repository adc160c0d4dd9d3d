# Examples: what a user copies first, one small program per routine family.
# Each checks its own result against an independent computation and exits
# non-zero on a wrong one. `make check` builds them against the in-tree
# library and runs them (examples/run-examples.sh); the install test builds
# the same sources against the installed library and runs them too. Run one
# by hand: ./examples/c_csrmv

# The C examples: each is examples/NAME.c, with example.h.
examples_c_programs = \
	examples/c_handle \
	examples/c_level1 \
	examples/c_dotci \
	examples/c_gthr \
	examples/c_gthrz \
	examples/c_roti \
	examples/c_sctr \
	examples/c_coomv \
	examples/c_csrmv \
	examples/c_ellmv \
	examples/c_hybmv \
	examples/c_csrmm \
	examples/c_csrsv \
	examples/c_csrsm \
	examples/c_csric0 \
	examples/c_csrilu0 \
	examples/c_csrgemm
check_PROGRAMS += $(examples_c_programs)
noinst_HEADERS += examples/example.h
# What a program of a static library with OpenMP objects links with.
examples_ldadd = librocsparse.la $(OPENMP_CFLAGS) $(HIP_LIBS) -lm
examples_c_handle_LDADD = $(examples_ldadd)
examples_c_level1_LDADD = $(examples_ldadd)
examples_c_dotci_LDADD = $(examples_ldadd)
examples_c_gthr_LDADD = $(examples_ldadd)
examples_c_gthrz_LDADD = $(examples_ldadd)
examples_c_roti_LDADD = $(examples_ldadd)
examples_c_sctr_LDADD = $(examples_ldadd)
examples_c_coomv_LDADD = $(examples_ldadd)
examples_c_csrmv_LDADD = $(examples_ldadd)
examples_c_ellmv_LDADD = $(examples_ldadd)
examples_c_hybmv_LDADD = $(examples_ldadd)
examples_c_csrmm_LDADD = $(examples_ldadd)
examples_c_csrsv_LDADD = $(examples_ldadd)
examples_c_csrsm_LDADD = $(examples_ldadd)
examples_c_csric0_LDADD = $(examples_ldadd)
examples_c_csrilu0_LDADD = $(examples_ldadd)
examples_c_csrgemm_LDADD = $(examples_ldadd)

EXTRA_DIST += examples/example_util.f90 examples/run-examples.sh

if ENABLE_FORTRAN
# The Fortran examples: each is examples/NAME.f90. All but fortran_level1,
# which stands alone as the first program to copy, use the module of
# examples/example_util.f90.
examples_fortran_programs = \
	examples/fortran_level1 \
	examples/fortran_auxiliary \
	examples/fortran_products \
	examples/fortran_solves \
	examples/fortran_dot_device
check_PROGRAMS += $(examples_fortran_programs)

# The helper module, compiled once for all the examples; its .mod file
# stays in examples/.
examples_fortran_util = examples/example_util.$(OBJEXT)
CLEANFILES += $(examples_fortran_util) examples/example_util.$(FC_MODEXT)
$(examples_fortran_util): $(srcdir)/examples/example_util.f90 $(fortran_modules)
	@$(MKDIR_P) examples
	$(AM_V_FC)$(FC) $(FC_MODOUT)examples $(FC_MODINC)examples $(AM_FCFLAGS) $(FCFLAGS) -c $(FCFLAGS_f90) \
		-o $@ $(srcdir)/examples/example_util.f90

examples_fortran_fcflags = $(AM_FCFLAGS) $(FC_MODINC)examples
# The static library's objects use OpenMP: the Fortran link must say so too.
examples_fortran_ldflags = $(OPENMP_CFLAGS)
examples_fortran_level1_SOURCES = examples/fortran_level1.f90
examples_fortran_level1_LDFLAGS = $(examples_fortran_ldflags)
examples_fortran_level1_LDADD = librocsparse.la $(HIP_LIBS)
examples_fortran_auxiliary_SOURCES = examples/fortran_auxiliary.f90
examples_fortran_auxiliary_FCFLAGS = $(examples_fortran_fcflags)
examples_fortran_auxiliary_LDFLAGS = $(examples_fortran_ldflags)
examples_fortran_auxiliary_LDADD = $(examples_fortran_util) librocsparse.la $(HIP_LIBS)
examples_fortran_products_SOURCES = examples/fortran_products.f90
examples_fortran_products_FCFLAGS = $(examples_fortran_fcflags)
examples_fortran_products_LDFLAGS = $(examples_fortran_ldflags)
examples_fortran_products_LDADD = $(examples_fortran_util) librocsparse.la $(HIP_LIBS)
examples_fortran_solves_SOURCES = examples/fortran_solves.f90
examples_fortran_solves_FCFLAGS = $(examples_fortran_fcflags)
examples_fortran_solves_LDFLAGS = $(examples_fortran_ldflags)
examples_fortran_solves_LDADD = $(examples_fortran_util) librocsparse.la $(HIP_LIBS)
examples_fortran_dot_device_SOURCES = examples/fortran_dot_device.f90
examples_fortran_dot_device_FCFLAGS = $(examples_fortran_fcflags)
examples_fortran_dot_device_LDFLAGS = $(examples_fortran_ldflags)
examples_fortran_dot_device_LDADD = $(examples_fortran_util) librocsparse.la $(HIP_LIBS)
# Automake does not know that the objects need the modules they use.
$(examples_fortran_level1_OBJECTS): $(fortran_modules)
$(examples_fortran_auxiliary_OBJECTS) $(examples_fortran_products_OBJECTS) \
	$(examples_fortran_solves_OBJECTS) $(examples_fortran_dot_device_OBJECTS): $(examples_fortran_util)
endif

# Every example runs as one TAP test; the names reach it (and the install
# test) through examples/list.sh, written from the lists above.
TESTS += examples/run-examples.sh
check_SCRIPTS += examples/list.sh
CLEANFILES += examples/list.sh
examples/list.sh: Makefile
	$(AM_V_GEN)$(MKDIR_P) examples && { \
	  echo "examples_c='`echo $(examples_c_programs) | sed 's|examples/||g'`'"; \
	  echo "examples_fortran='`echo $(examples_fortran_programs) | sed 's|examples/||g'`'"; \
	} >$@-t && mv $@-t $@

# The main job: a preconditioned CG over MPI ranks (examples/pcg_poisson.f90
# and its modules in examples/pcg/), built when configure finds MPI for
# Fortran; tests/mpi runs it under mpiexec. MPI's flags join every Fortran
# compile (they only name where MPI's modules are): flags of this program
# alone would rename its objects, which the module order below names.
pcg_poisson_sources = \
	examples/pcg/pcg_check.f90 \
	examples/pcg/pcg_options.f90 \
	examples/pcg/pcg_partition.f90 \
	examples/pcg/pcg_grid.f90 \
	examples/pcg/pcg_mtx.f90 \
	examples/pcg/pcg_device.f90 \
	examples/pcg/pcg_halo.f90 \
	examples/pcg/pcg_precond.f90 \
	examples/pcg_poisson.f90
if HAVE_MPI_FORTRAN
check_PROGRAMS += examples/pcg_poisson
examples_pcg_poisson_SOURCES = $(pcg_poisson_sources)
examples_pcg_poisson_LDFLAGS = $(OPENMP_CFLAGS)
examples_pcg_poisson_LDADD = librocsparse.la $(HIP_LIBS) $(MPI_FCLIBS)
CLEANFILES += pcg_check.$(FC_MODEXT) pcg_options.$(FC_MODEXT) pcg_partition.$(FC_MODEXT) \
	pcg_grid.$(FC_MODEXT) pcg_mtx.$(FC_MODEXT) pcg_device.$(FC_MODEXT) pcg_halo.$(FC_MODEXT) \
	pcg_precond.$(FC_MODEXT)
# The order in which the modules use each other (their .mod files land in
# the top build directory, where the compiler looks first).
$(examples_pcg_poisson_OBJECTS): $(fortran_modules)
examples/pcg/pcg_partition.$(OBJEXT) examples/pcg/pcg_device.$(OBJEXT): examples/pcg/pcg_check.$(OBJEXT)
examples/pcg/pcg_grid.$(OBJEXT): examples/pcg/pcg_options.$(OBJEXT) examples/pcg/pcg_partition.$(OBJEXT)
examples/pcg/pcg_mtx.$(OBJEXT): examples/pcg/pcg_partition.$(OBJEXT)
examples/pcg/pcg_halo.$(OBJEXT) examples/pcg/pcg_precond.$(OBJEXT): \
	examples/pcg/pcg_device.$(OBJEXT) examples/pcg/pcg_partition.$(OBJEXT)
examples/pcg_poisson.$(OBJEXT): examples/pcg/pcg_grid.$(OBJEXT) examples/pcg/pcg_mtx.$(OBJEXT) \
	examples/pcg/pcg_halo.$(OBJEXT) examples/pcg/pcg_precond.$(OBJEXT)
else
EXTRA_DIST += $(pcg_poisson_sources)
endif
# (Nested: AM_FCFLAGS exists where Fortran is on.)
if ENABLE_FORTRAN
if HAVE_MPI_FORTRAN
AM_FCFLAGS += $(MPI_FCFLAGS)
endif
endif
