// Compiled as C++ by make check: the public headers must work from C++
// (extern "C" linkage, no C-only constructs). Prints TAP.
#include <rocsparse/rocsparse.h>
#include <rocsparse/fsparse-device.h>

#include <cstdio>

int main()
{
    rocsparse_handle handle  = nullptr;
    int              version = 0;
    bool ok = rocsparse_get_version(handle, &version) == rocsparse_status_invalid_handle;
    std::printf("1..1\n%s 1 - headers compile as C++; a call through them links and runs\n", ok ? "ok" : "not ok");
    return 0;
}
