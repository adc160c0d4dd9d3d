/* The objects the library has created and not yet destroyed (handles,
 * descriptors, mat_infos, HYB matrices), by address and kind.
 *
 * The registry is always kept: every create adds its object, every
 * destroy removes it (before the memory is freed, so that an address that
 * malloc hands out again is never removed by the old object's destroy).
 * It is consulted only in validation mode: once any handle has been
 * created with FSPARSE_CHECK_INPUT=1, every object pointer that reaches
 * the library, handle or not, is looked up here before it is read, so
 * that a destroyed, foreign or wild pointer is refused without being
 * dereferenced. The switch is process-wide and stays on, because a
 * descriptor or a HYB is checked where no handle is at hand (the
 * descriptor setters, destroy) and because the handle pointer itself has
 * to be checked before the handle's own flag could be read. Without it,
 * the tag at the start of each object is the only check, as before.
 *
 * An address freed and handed out again to an object of the same kind is
 * that object now: the registry cannot tell the two apart. */
#ifndef FSPARSE_REGISTRY_H
#define FSPARSE_REGISTRY_H

#include <stdatomic.h>
#include <stdint.h>

#include "rocsparse/rocsparse.h"

/* Records object as a live object of this kind (its enum object_tag
 * value). memory_error when the registry cannot grow. */
rocsparse_status registry_add(const void* object, uint32_t kind);

/* Forgets object; nothing happens if it is not recorded. */
void registry_remove(const void* object);

/* Whether object is recorded as a live object of this kind. */
int registry_contains(const void* object, uint32_t kind);

/* Turns the registry checks on for the rest of the process. */
void registry_checks_enable(void);

/* Nonzero once registry_checks_enable has run. Only read through
 * registry_checking. */
extern atomic_int registry_checks_on;

static inline int registry_checking(void)
{
    return atomic_load_explicit(&registry_checks_on, memory_order_relaxed);
}

/* Whether an object pointer may be read as an object of this kind: in
 * validation mode only if the registry knows it; otherwise always (the
 * tag check that follows is then the only one). */
static inline int object_known(const void* object, uint32_t kind)
{
    return !registry_checking() || registry_contains(object, kind);
}

#endif /* FSPARSE_REGISTRY_H */
