// Counts heap allocations per thread by interposing the C allocator (glibc only): each entry point
// bumps a thread-local counter and forwards to glibc's own implementation. Nothing here allocates.
#include "AllocationCounter.h"
#include <stddef.h>

#if defined(__GLIBC__)
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static __thread uint64_t allocations;

void *malloc(size_t size) { allocations++; return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { allocations++; return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { allocations++; return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    allocations++;
    void *p = __libc_memalign(alignment, size);
    if (!p) return 12; /* ENOMEM */
    *out = p;
    return 0;
}
void *aligned_alloc(size_t alignment, size_t size) { allocations++; return __libc_memalign(alignment, size); }

uint64_t matchcut_thread_allocations(void) { return allocations; }
int matchcut_allocations_counted(void) { return 1; }

#include <malloc.h>
int64_t matchcut_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (int64_t)(info.uordblks + info.hblkhd);
}
#else
uint64_t matchcut_thread_allocations(void) { return 0; }
int matchcut_allocations_counted(void) { return 0; }
int64_t matchcut_heap_in_use(void) { return -1; }
#endif
