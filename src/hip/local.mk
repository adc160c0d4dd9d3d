# src/hip: filled in by its own change.
