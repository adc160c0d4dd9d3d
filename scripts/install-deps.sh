#!/bin/sh
# install-deps.sh: installs from Debian 12's packages what building fsparse
# on the host backend needs (Autotools, C, C++ and Fortran compilers) and
# what its MPI example needs (Open MPI), plus any packages named as
# arguments. Works as root (apt-get directly) and as a user with sudo.
#
# Usage: scripts/install-deps.sh [MORE-PACKAGES...]
set -eu

as_root=
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || {
        echo "install-deps.sh: not root and no sudo: run it as root" >&2
        exit 1
    }
    as_root=sudo
fi
$as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    autoconf automake libtool pkg-config make gcc g++ gfortran \
    openmpi-bin libopenmpi-dev "$@"
