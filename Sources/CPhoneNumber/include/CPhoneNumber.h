#ifndef CPHONENUMBER_H
#define CPHONENUMBER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One number found by libphonenumber's PhoneNumberMatcher. Offsets are UTF-8 byte offsets
/// into the searched text.
typedef struct {
    int32_t start;
    int32_t length;
    /// The number in E.164 ("+14158675309"), NUL-terminated.
    char e164[24];
} cpn_match;

/// Finds the phone numbers in `utf8_text` at VALID leniency, assuming `region` (ISO 3166
/// alpha-2, e.g. "US") for numbers written without a country code. Writes at most
/// `capacity` matches to `out` and returns how many there are in total (call again with a
/// larger buffer if that is more than `capacity`), or -1 if libphonenumber failed.
int32_t cpn_find_numbers(const char *utf8_text, const char *region, cpn_match *out, int32_t capacity);

/// 1 if `region` is a region libphonenumber knows (has metadata for), else 0.
int32_t cpn_is_supported_region(const char *region);

/// Writes to `region` (3 bytes, NUL-terminated) the region an E.164 number such as "+33561224890"
/// belongs to and returns 1; "ZZ" and 0 when it cannot be parsed or belongs to none (a global
/// service number).
int32_t cpn_region_of_number(const char *e164, char *region);

/// Loads libCaptextPhoneNumber (PhoneNumberShim), once; the cpn_* functions above call into it
/// (see CLibraryLoader.h). Returns 0 when loaded; otherwise 1, with `*error` set to the reason.
int captext_phonenumber_load(const char **error);

#ifdef __cplusplus
}
#endif

#endif
