// libCaptextPhoneNumber (Sources/PhoneNumberShim: libphonenumber behind a C interface) is loaded
// on first use, see CLibraryLoader.h. It lies beside the binary in a build directory and in
// ../lib/captext once installed; the executable's run path names both.
#include "CPhoneNumber.h"

#include <CLibraryLoader.h>

#define PHONENUMBER_FUNCTIONS(X) \
    X(int32_t, cpn_find_numbers, (const char *utf8_text, const char *region, cpn_match *out, int32_t capacity), \
      (utf8_text, region, out, capacity)) \
    X(int32_t, cpn_is_supported_region, (const char *region), (region)) \
    X(int32_t, cpn_region_of_number, (const char *e164, char *region), (e164, region))

CAPTEXT_LAZY_LIBRARY(phonenumber, PHONENUMBER_FUNCTIONS, "reinstall captext (./install.sh)", "libCaptextPhoneNumber.so")
