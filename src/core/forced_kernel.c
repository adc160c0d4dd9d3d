/* FSPARSE_FORCE_KERNEL: read once, when a handle is created, so that no
 * routine looks at the environment. */
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "core/forced_kernel.h"

/* The settings' names, in the order of enum forced_setting. */
static const char* const setting_names[forced_setting_count + 1] = {
#define FORCED_SETTING_NAME(name) #name,
    FORCED_SETTINGS(FORCED_SETTING_NAME)
#undef FORCED_SETTING_NAME
        NULL};

/* The index of the word [s, s + len) in the NULL-terminated names, or -1. */
static int find_name(const char* const* names, const char* s, size_t len)
{
    for(int i = 0; names[i] != NULL; ++i)
        if(strlen(names[i]) == len && strncmp(names[i], s, len) == 0)
            return i;
    return -1;
}

/* One item "SETTING:STRATEGY" of length len. */
static rocsparse_status read_item(rocsparse_handle handle, const char* item, size_t len)
{
    const char* colon = memchr(item, ':', len);
    if(colon == NULL)
        return rocsparse_status_invalid_value;
    const int setting = find_name(setting_names, item, (size_t)(colon - item));
    if(setting < 0)
        return rocsparse_status_invalid_value;
    const char* strategy = colon + 1;
    const int   index
        = find_name(backend_forcible_kernels((forced_setting)setting), strategy, (size_t)(item + len - strategy));
    if(index < 0 || index >= 255)
        return rocsparse_status_invalid_value;
    handle->forced[setting] = (unsigned char)(index + 1);
    return rocsparse_status_success;
}

rocsparse_status forced_kernels_read(rocsparse_handle handle)
{
    memset(handle->forced, 0, sizeof(handle->forced));
    const char* spec = getenv("FSPARSE_FORCE_KERNEL");
    if(spec == NULL)
        return rocsparse_status_success;
    while(*spec != '\0')
    {
        const size_t len = strcspn(spec, ",");
        if(len > 0)
        {
            const rocsparse_status status = read_item(handle, spec, len);
            if(status != rocsparse_status_success)
                return status;
        }
        spec += len;
        if(*spec == ',')
            ++spec;
    }
    return rocsparse_status_success;
}
