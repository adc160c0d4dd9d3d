# Install-and-use: `make check` stages `make install` and builds the
# examples against the staged copy through pkg-config, as a user would.
TESTS += tests/install/install-and-use.sh
EXTRA_DIST += tests/install/install-and-use.sh tests/install/expected-output.txt

# What the script needs to know about this build, with every directory
# expanded. Rewritten whenever configure changes the Makefile.
check_SCRIPTS += tests/install/config.sh
CLEANFILES += tests/install/config.sh
if ENABLE_FORTRAN
install_test_fortran = yes
else
install_test_fortran = no
endif
tests/install/config.sh: Makefile
	$(AM_V_GEN)$(MKDIR_P) tests/install && { \
	  echo "MAKE='$(MAKE)'"; \
	  echo "CC='$(CC)'"; \
	  echo "FC='$(FC)'"; \
	  echo "FC_MODEXT='$(FC_MODEXT)'"; \
	  echo "PKG_CONFIG='$(PKG_CONFIG)'"; \
	  echo "enable_fortran='$(install_test_fortran)'"; \
	  echo "abs_top_srcdir='$(abs_top_srcdir)'"; \
	  echo "abs_top_builddir='$(abs_top_builddir)'"; \
	  echo "libdir='$(libdir)'"; \
	  echo "includedir='$(includedir)'"; \
	  echo "pkgconfigdir='$(pkgconfigdir)'"; \
	} >$@-t && mv $@-t $@
