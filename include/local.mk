# Public headers, installed under $(includedir)/rocsparse/.
nobase_include_HEADERS += \
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
