// A C face for libphonenumber's PhoneNumberMatcher so that Swift can use it without C++ interop.
// Built as its own shared library, which captext loads on first use (CPhoneNumber's loader):
// libphonenumber with protobuf, ICU and Abseil costs ~3 ms of dynamic loading at every start.
#include "PhoneNumberShim.h"

#include <cstring>
#include <set>
#include <exception>
#include <string>

#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumbermatch.h>
#include <phonenumbers/phonenumbermatcher.h>
#include <phonenumbers/phonenumberutil.h>

using i18n::phonenumbers::PhoneNumberMatch;
using i18n::phonenumbers::PhoneNumberMatcher;
using i18n::phonenumbers::PhoneNumberUtil;

int32_t cpn_find_numbers(const char *utf8_text, const char *region, cpn_match *out, int32_t capacity) {
    try {
        const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
        // max_tries bounds the work on long, digit-heavy text (the Java default is 65535).
        PhoneNumberMatcher matcher(util, std::string(utf8_text), std::string(region),
                                   PhoneNumberMatcher::VALID, 65535);
        int32_t count = 0;
        PhoneNumberMatch match;
        while (matcher.HasNext() && matcher.Next(&match)) {
            if (count < capacity) {
                cpn_match &m = out[count];
                m.start = static_cast<int32_t>(match.start());
                m.length = static_cast<int32_t>(match.length());
                std::string e164;
                util.Format(match.number(), PhoneNumberUtil::E164, &e164);
                std::strncpy(m.e164, e164.c_str(), sizeof m.e164 - 1);
                m.e164[sizeof m.e164 - 1] = '\0';
            }
            count++;
        }
        return count;
    } catch (const std::exception &) {
        return -1;
    }
}

int32_t cpn_is_supported_region(const char *region) {
    std::set<std::string> regions;
    PhoneNumberUtil::GetInstance()->GetSupportedRegions(&regions);
    return regions.count(std::string(region)) ? 1 : 0;
}

int32_t cpn_region_of_number(const char *e164, char *region) {
    std::string code = "ZZ";
    try {
        const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
        i18n::phonenumbers::PhoneNumber number;
        if (util.Parse(std::string(e164), "ZZ", &number) == PhoneNumberUtil::NO_PARSING_ERROR) {
            util.GetRegionCodeForNumber(number, &code);
        }
    } catch (const std::exception &) {
        code = "ZZ";
    }
    if (code.size() != 2) code = "ZZ";
    std::memcpy(region, code.c_str(), 3);
    return code == "ZZ" ? 0 : 1;
}
