/* The registry of live objects: an open-addressing hash set of addresses
 * (linear probing, deletion by shifting the following entries back, so
 * that no tombstones build up), behind one mutex. Creating and destroying
 * objects is setup work, and a lookup in validation mode is a few probes:
 * one lock is simple and cheap enough. */
#include "core/registry.h"

#include <pthread.h>
#include <stdlib.h>

typedef struct registry_entry
{
    const void* object; /* NULL: a free slot */
    uint32_t    kind;
} registry_entry;

static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static registry_entry* slots;    /* capacity entries */
static size_t          capacity; /* 0 or a power of two */
static size_t          count;

atomic_int registry_checks_on;

/* Addresses are aligned, so the low bits carry nothing: a multiplicative
 * hash spreads the rest over the table. */
static size_t home_slot(const void* object, size_t cap)
{
    const uint64_t h = ((uint64_t)(uintptr_t)object >> 4) * UINT64_C(0x9e3779b97f4a7c15);
    return (size_t)(h >> 32) & (cap - 1);
}

/* The slot holding object, or the free slot where it would go. */
static size_t find_slot(const registry_entry* table, size_t cap, const void* object)
{
    size_t i = home_slot(object, cap);
    while(table[i].object != NULL && table[i].object != object)
        i = (i + 1) & (cap - 1);
    return i;
}

/* Moves every entry into a table of new_cap slots. */
static int grow(size_t new_cap)
{
    registry_entry* table = (registry_entry*)calloc(new_cap, sizeof(*table));
    if(table == NULL)
        return 0;
    for(size_t i = 0; i < capacity; ++i)
        if(slots[i].object != NULL)
            table[find_slot(table, new_cap, slots[i].object)] = slots[i];
    free(slots);
    slots    = table;
    capacity = new_cap;
    return 1;
}

rocsparse_status registry_add(const void* object, uint32_t kind)
{
    rocsparse_status status = rocsparse_status_success;
    pthread_mutex_lock(&registry_lock);
    /* At most half full, so that probe runs stay short. */
    if(2 * (count + 1) > capacity && !grow(capacity == 0 ? 64 : 2 * capacity))
        status = rocsparse_status_memory_error;
    else
    {
        registry_entry* e = &slots[find_slot(slots, capacity, object)];
        if(e->object == NULL)
            ++count;
        e->object = object;
        e->kind   = kind;
    }
    pthread_mutex_unlock(&registry_lock);
    return status;
}

void registry_remove(const void* object)
{
    pthread_mutex_lock(&registry_lock);
    if(capacity > 0)
    {
        size_t hole = find_slot(slots, capacity, object);
        if(slots[hole].object != NULL)
        {
            slots[hole].object = NULL;
            --count;
            /* Entries after the hole whose probe run passes through it
             * move back into it, so that every entry stays reachable
             * from its home slot without crossing a free slot. */
            for(size_t i = (hole + 1) & (capacity - 1); slots[i].object != NULL; i = (i + 1) & (capacity - 1))
            {
                const size_t home = home_slot(slots[i].object, capacity);
                /* It may move when the hole lies between its home and
                 * i (cyclically): i is at least as far from home as
                 * from the hole. */
                if(((i - home) & (capacity - 1)) >= ((i - hole) & (capacity - 1)))
                {
                    slots[hole]     = slots[i];
                    slots[i].object = NULL;
                    hole            = i;
                }
            }
        }
    }
    pthread_mutex_unlock(&registry_lock);
}

int registry_contains(const void* object, uint32_t kind)
{
    int found = 0;
    if(object == NULL)
        return 0;
    pthread_mutex_lock(&registry_lock);
    if(capacity > 0)
    {
        const registry_entry* e = &slots[find_slot(slots, capacity, object)];
        found                   = e->object == object && e->kind == kind;
    }
    pthread_mutex_unlock(&registry_lock);
    return found;
}

void registry_checks_enable(void)
{
    atomic_store_explicit(&registry_checks_on, 1, memory_order_relaxed);
}
