#include "structural_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"

static forced_setting setting_of(const char* setting)
{
    static const struct
    {
        const char*    name;
        forced_setting s;
    } settings[] = {{"csr2csc", forced_csr2csc}, {"csrsort", forced_csrsort}, {"coosort", forced_coosort}};
    for(size_t k = 0; k < sizeof(settings) / sizeof(settings[0]); ++k)
        if(strcmp(settings[k].name, setting) == 0)
            return settings[k].s;
    bail_out("no forced setting %s", setting);
    return forced_csr2csc;
}

void run_handles_init(run_handles* h, const char* setting)
{
    const char* const* list  = backend_forcible_kernels(setting_of(setting));
    const char*        only  = test_only_strategy(setting, list);
    size_t             count = 0;
    while(list[count] != NULL)
        ++count;
    h->count  = only != NULL ? 1 : count + 1;
    h->handle = xmalloc(sizeof(rocsparse_handle) * h->count);
    h->name   = xmalloc(sizeof(*h->name) * h->count);
    if(only != NULL && strcmp(only, "automatic") != 0)
    {
        snprintf(h->name[0], sizeof(h->name[0]), "%s", only);
        const forced_kernel fk = {h->name[0], 0, 0};
        h->handle[0]           = forced_handle(&fk, h->name[0]);
        diag("FSPARSE_TEST_STRATEGY: setting %s runs on %s alone", setting, only);
    }
    else
    {
        h->handle[0] = test_handle();
        snprintf(h->name[0], sizeof(h->name[0]), "automatic");
        if(only != NULL)
            diag("FSPARSE_TEST_STRATEGY: setting %s runs on the automatic choice alone", setting);
    }
    for(size_t k = 0; k + 1 < h->count; ++k)
    {
        snprintf(h->name[k + 1], sizeof(h->name[k + 1]), "%s:%s", setting, list[k]);
        const forced_kernel fk = {h->name[k + 1], 0, 0};
        h->handle[k + 1]       = forced_handle(&fk, h->name[k + 1]);
    }
    if(only == NULL)
        diag("%zu strategies of setting %s to force", count, setting);
    char unknown[64];
    snprintf(unknown, sizeof(unknown), "%s:no_such_strategy", setting);
    forced_setting_refused(unknown);
}

void run_handles_free(run_handles* h)
{
    for(size_t k = 0; k < h->count; ++k)
        is_status(rocsparse_destroy_handle(h->handle[k]), rocsparse_status_success, "destroy the handle (%s)",
                  h->name[k]);
    free(h->handle);
    free(h->name);
}
