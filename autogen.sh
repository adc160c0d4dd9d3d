#!/bin/sh
# Bootstraps a git checkout: writes configure and the Makefile templates.
set -e
cd "$(dirname "$0")"
autoreconf --force --install --verbose
