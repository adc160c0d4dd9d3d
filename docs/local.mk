# docs: the user guide, in Markdown. reference.md is generated from the
# public headers by gen-reference.pl and kept in the tree, so that it reads
# on the repository's web page; check-docs.pl fails when it, a quoted
# example or a link has drifted.
EXTRA_DIST += docs/README.md docs/install.md docs/fortran.md docs/mpi.md \
	docs/troubleshooting.md docs/reference.md docs/gen-reference.pl
TESTS += docs/check-docs.pl
EXTRA_DIST += docs/check-docs.pl

# Rewrites docs/reference.md in the source tree after a header change.
update-reference:
	$(PERL) $(srcdir)/docs/gen-reference.pl -o $(srcdir)/docs/reference.md $(srcdir)/include
.PHONY: update-reference
