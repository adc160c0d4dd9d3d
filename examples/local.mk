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
