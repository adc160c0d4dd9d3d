/* fsparse: how public symbols are marked. The library is static; the
 * attribute keeps them visible should it ever be linked into a shared one. */
#ifndef ROCSPARSE_EXPORT_H
#define ROCSPARSE_EXPORT_H

#if defined(__GNUC__) || defined(__clang__)
#define ROCSPARSE_EXPORT __attribute__((visibility("default")))
#else
#define ROCSPARSE_EXPORT
#endif

#endif /* ROCSPARSE_EXPORT_H */
