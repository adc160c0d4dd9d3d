/* fsparse: the rocSPARSE C API. Include this header only. */
#ifndef ROCSPARSE_H
#define ROCSPARSE_H

#include "rocsparse-version.h"
#include "rocsparse-export.h"
#include "rocsparse-types.h"
#include "rocsparse-auxiliary.h"
#include "rocsparse-functions.h"

#endif /* ROCSPARSE_H */
