# Public headers, installed under $(includedir)/rocsparse/.
rocsparseinc_HEADERS = \
	include/rocsparse/rocsparse.h \
	include/rocsparse/rocsparse-types.h \
	include/rocsparse/rocsparse-complex-types.h \
	include/rocsparse/rocsparse-auxiliary.h \
	include/rocsparse/rocsparse-functions.h \
	include/rocsparse/rocsparse-export.h \
	include/rocsparse/fsparse-device.h
# Written by configure: it knows the version and the backend.
rocsparseincdir = $(includedir)/rocsparse
nodist_rocsparseinc_HEADERS = include/rocsparse/rocsparse-version.h

# The headers compile on their own as strict C99 and as C++.
check_PROGRAMS += include/check-headers include/check-headers-cxx
TESTS += include/check-headers include/check-headers-cxx
include_check_headers_SOURCES = include/check-headers.c
include_check_headers_CFLAGS = -std=c99 -pedantic-errors -Wall -Wextra -Werror
include_check_headers_LDADD = librocsparse.la $(OPENMP_CFLAGS) $(HIP_LIBS)
include_check_headers_cxx_SOURCES = include/check-headers-cxx.cc
include_check_headers_cxx_CXXFLAGS = -pedantic-errors -Wall -Wextra -Werror
include_check_headers_cxx_LDADD = librocsparse.la $(OPENMP_CFLAGS) $(HIP_LIBS)
