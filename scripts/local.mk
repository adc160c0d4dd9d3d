# scripts: filled in by its own change.
