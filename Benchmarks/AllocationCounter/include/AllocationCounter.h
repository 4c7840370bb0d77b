#ifndef MATCHCUT_ALLOCATION_COUNTER_H
#define MATCHCUT_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc) made by the calling
/// thread since the process started. Counts on glibc, where this target interposes the allocator
/// and forwards every call to glibc's own; elsewhere always 0 and `matchcut_allocations_counted`
/// is 0.
uint64_t matchcut_thread_allocations(void);

/// 1 when allocations are being counted on this platform, 0 otherwise.
int matchcut_allocations_counted(void);

/// Bytes of heap in use (glibc's mallinfo2: uordblks + hblkhd), or -1 where unknown.
int64_t matchcut_heap_in_use(void);

#endif
