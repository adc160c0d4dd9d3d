# Examples: what a user copies first. `make check` builds them against the
# in-tree library (run them by hand: ./examples/c_level1); the install test
# builds the same sources against the installed library and runs them.
check_PROGRAMS += examples/c_level1
examples_c_level1_SOURCES = examples/c_level1.c
examples_c_level1_LDADD = librocsparse.la $(HIP_LIBS)

if ENABLE_FORTRAN
check_PROGRAMS += examples/fortran_level1
examples_fortran_level1_SOURCES = examples/fortran_level1.f90
# The static library's objects use OpenMP: the Fortran link must say so too.
examples_fortran_level1_LDFLAGS = $(OPENMP_CFLAGS)
examples_fortran_level1_LDADD = librocsparse.la $(HIP_LIBS)
# Automake does not know that the object needs the modules it uses.
$(examples_fortran_level1_OBJECTS): $(fortran_modules)
endif

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
