// The C library's allocator settings (mallopt), where the C library has them: glibc does, Darwin does not.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
