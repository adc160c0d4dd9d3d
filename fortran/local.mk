# The Fortran modules: generated from the public C headers by a Perl script
# into the source tree and shipped in the tarball, so building from a
# release runs no generator; compiled into .mod files when Fortran is on.
fortran_headers = $(srcdir)/include/rocsparse
fortran_generate = $(PERL) $(srcdir)/fortran/gen-fortran.pl
fortran_types = --types $(fortran_headers)/rocsparse-types.h \
	--types $(fortran_headers)/rocsparse-complex-types.h
fortran_sources = \
	$(srcdir)/fortran/rocsparse_enums.f90 \
	$(srcdir)/fortran/rocsparse.f90 \
	$(srcdir)/fortran/fsparse_device.f90

EXTRA_DIST += fortran/gen-fortran.pl \
	fortran/rocsparse_enums.f90 fortran/rocsparse.f90 fortran/fsparse_device.f90
# Built first so that 'make dist' and the bindings check always find them.
BUILT_SOURCES += $(fortran_sources)

# Written to a temporary name: a failed run leaves no half file behind.
$(srcdir)/fortran/rocsparse_enums.f90: $(srcdir)/fortran/gen-fortran.pl $(fortran_headers)/rocsparse-types.h
	$(AM_V_GEN)$(fortran_generate) --enums -o $@.tmp $(fortran_headers)/rocsparse-types.h && mv -f $@.tmp $@

$(srcdir)/fortran/rocsparse.f90: $(srcdir)/fortran/gen-fortran.pl $(fortran_headers)/rocsparse-types.h \
		$(fortran_headers)/rocsparse-complex-types.h $(fortran_headers)/rocsparse-auxiliary.h \
		$(fortran_headers)/rocsparse-functions.h
	$(AM_V_GEN)$(fortran_generate) --module rocsparse $(fortran_types) -o $@.tmp \
		$(fortran_headers)/rocsparse-auxiliary.h $(fortran_headers)/rocsparse-functions.h && mv -f $@.tmp $@

$(srcdir)/fortran/fsparse_device.f90: $(srcdir)/fortran/gen-fortran.pl $(fortran_headers)/rocsparse-types.h \
		$(fortran_headers)/rocsparse-complex-types.h $(fortran_headers)/fsparse-device.h
	$(AM_V_GEN)$(fortran_generate) --module fsparse_device $(fortran_types) -o $@.tmp \
		$(fortran_headers)/fsparse-device.h && mv -f $@.tmp $@

if ENABLE_FORTRAN
# The modules hold only interfaces and constants: their objects are empty,
# so only the .mod files matter. They go to fortran/ of the build tree,
# which every Fortran program of the tree searches (AM_FCFLAGS).
fortran_modules = \
	fortran/rocsparse_enums.$(FC_MODEXT) \
	fortran/rocsparse.$(FC_MODEXT) \
	fortran/fsparse_device.$(FC_MODEXT)
nodist_fmod_DATA = $(fortran_modules)
AM_FCFLAGS = $(FC_MODINC)$(top_builddir)/fortran
fortran_compile = $(FC) $(FC_MODOUT)fortran $(FC_MODINC)fortran $(FCFLAGS) -c $(FCFLAGS_f90)
CLEANFILES += $(fortran_modules) fortran/rocsparse_enums.$(OBJEXT) fortran/rocsparse.$(OBJEXT) \
	fortran/fsparse_device.$(OBJEXT)

# The compiler leaves a .mod file untouched when its content is the same:
# touch it, or make would rebuild it every time.
fortran/rocsparse_enums.$(FC_MODEXT): $(srcdir)/fortran/rocsparse_enums.f90
	@$(MKDIR_P) fortran
	$(AM_V_FC)$(fortran_compile) -o fortran/rocsparse_enums.$(OBJEXT) $(srcdir)/fortran/rocsparse_enums.f90
	@touch $@
fortran/rocsparse.$(FC_MODEXT): $(srcdir)/fortran/rocsparse.f90 fortran/rocsparse_enums.$(FC_MODEXT)
	$(AM_V_FC)$(fortran_compile) -o fortran/rocsparse.$(OBJEXT) $(srcdir)/fortran/rocsparse.f90
	@touch $@
fortran/fsparse_device.$(FC_MODEXT): $(srcdir)/fortran/fsparse_device.f90 fortran/rocsparse_enums.$(FC_MODEXT)
	$(AM_V_FC)$(fortran_compile) -o fortran/fsparse_device.$(OBJEXT) $(srcdir)/fortran/fsparse_device.f90
	@touch $@
endif
