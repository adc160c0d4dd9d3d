# The library: entry points and core (C), then one backend.
librocsparse_la_SOURCES += \
	src/backend.h \
	src/core/precision.h \
	src/core/objects.h \
	src/core/status.h \
	src/core/log.h \
	src/core/log.c \
	src/core/handle.c \
	src/core/mat_descr.c \
	src/core/hyb_mat.c \
	src/core/mat_info.c \
	src/core/device_memory.c \
	src/api/level1_axpyi.c \
	src/api/level1_doti.c \
	src/api/level1_gthr.c \
	src/api/level1_roti.c \
	src/api/level1_sctr.c

if !BACKEND_HIP
librocsparse_la_SOURCES += \
	src/host/host_types.h \
	src/host/level1_template.h \
	src/host/level1.c \
	src/host/device.c
endif
