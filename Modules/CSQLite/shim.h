// SQLite for Swift: `SQLITE_TRANSIENT` is a cast macro Swift cannot import, so binding text and
// blobs that SQLite must copy goes through these wrappers.
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

static inline int csqlite_bind_text_copy(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

static inline int csqlite_bind_blob_copy(sqlite3_stmt *statement, int index, const void *bytes, int length) {
    return sqlite3_bind_blob(statement, index, bytes, length, SQLITE_TRANSIENT);
}

static inline void csqlite_result_text_copy(sqlite3_context *context, const char *text, int length) {
    sqlite3_result_text(context, text, length, SQLITE_TRANSIENT);
}

#endif
