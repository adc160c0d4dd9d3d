# tests/fortran: filled in by its own change.
