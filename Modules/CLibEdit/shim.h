// libedit for Swift: its variadic `el_set`, `el_get` and `history` calls cannot be imported, so
// each use the REPL needs has a `static inline` wrapper here.
#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H

#include <histedit.h>
#include <stdio.h>
#include <wchar.h>

/// A function bound to a key: receives the editor and the key, returns a CC_* code.
typedef unsigned char (*clibedit_command)(EditLine *, int);
/// Returns the prompt to show.
typedef char *(*clibedit_prompt)(EditLine *);

static inline int clibedit_set_prompt(EditLine *el, clibedit_prompt prompt) {
    return el_set(el, EL_PROMPT, prompt);
}

static inline int clibedit_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

static inline int clibedit_set_signal(EditLine *el, int handle) {
    return el_set(el, EL_SIGNAL, handle);
}

/// Edit mode without ISIG: Ctrl-C reaches the editor as a key instead of raising SIGINT.
static inline int clibedit_keep_interrupt_key(EditLine *el) {
    return el_set(el, EL_SETTY, "-d", "-isig", (const char *)NULL);
}

static inline int clibedit_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

static inline int clibedit_add_function(EditLine *el, const char *name, const char *help, clibedit_command function) {
    return el_set(el, EL_ADDFN, name, help, function);
}

static inline int clibedit_set_history(EditLine *el, History *history_handle) {
    return el_set(el, EL_HIST, history, history_handle);
}

static inline int clibedit_set_getc(EditLine *el, el_rfunc_t read_char) {
    return el_set(el, EL_GETCFN, read_char);
}

static inline int clibedit_refresh(EditLine *el) {
    return el_set(el, EL_REFRESH);
}

static inline int clibedit_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *clibedit_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

static inline int clibedit_history_set_size(History *h, HistEvent *event, int size) {
    return history(h, event, H_SETSIZE, size);
}

static inline int clibedit_history_set_unique(History *h, HistEvent *event, int unique) {
    return history(h, event, H_SETUNIQUE, unique);
}

static inline int clibedit_history_enter(History *h, HistEvent *event, const char *line) {
    return history(h, event, H_ENTER, line);
}

static inline int clibedit_history_load(History *h, HistEvent *event, const char *path) {
    return history(h, event, H_LOAD, path);
}

/// Writes the history to `file` (the caller opens, checks and closes it).
static inline int clibedit_history_save_fp(History *h, HistEvent *event, FILE *file) {
    return history(h, event, H_SAVE_FP, file);
}

#endif
