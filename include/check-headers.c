/* Compiled as strict C99 by make check: the public headers must stand alone
 * in C, with no HIP installed. Prints TAP. */
#include <rocsparse/rocsparse.h>
#include <rocsparse/fsparse-device.h>

#include <stdio.h>

int main(void)
{
    rocsparse_handle handle = NULL;
    hipStream_t      stream = NULL;
    int              ok     = rocsparse_get_stream(handle, &stream) == rocsparse_status_invalid_handle;
    printf("1..1\n%s 1 - headers compile as C99; a call through them links and runs\n", ok ? "ok" : "not ok");
    return 0;
}
