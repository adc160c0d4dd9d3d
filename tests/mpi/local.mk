# The MPI solver under mpiexec (examples/pcg_poisson), and the same solver
# built from outside the tree against an installed copy with nothing but
# pkg-config and the MPI compiler wrapper. Skipped when configure found no
# MPI for Fortran.
TESTS += tests/mpi/pcg-poisson.sh
EXTRA_DIST += tests/mpi/pcg-poisson.sh

check_SCRIPTS += tests/mpi/config.sh
CLEANFILES += tests/mpi/config.sh
if HAVE_MPI_FORTRAN
mpi_test_enabled = yes
else
mpi_test_enabled = no
endif
tests/mpi/config.sh: Makefile
	$(AM_V_GEN)$(MKDIR_P) tests/mpi && { \
	  echo "enabled='$(mpi_test_enabled)'"; \
	  echo "MPIEXEC='$(MPIEXEC)'"; \
	  echo "MPIFC='$(MPIFC)'"; \
	  echo "FC='$(FC)'"; \
	  echo "MAKE='$(MAKE)'"; \
	  echo "PKG_CONFIG='$(PKG_CONFIG)'"; \
	  echo "abs_top_srcdir='$(abs_top_srcdir)'"; \
	  echo "abs_top_builddir='$(abs_top_builddir)'"; \
	  echo "pkgconfigdir='$(pkgconfigdir)'"; \
	} >$@-t && mv $@-t $@
