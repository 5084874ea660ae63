// The interface this library exports is the one CPhoneNumber's loader declares, included by
// path: depending on that target would link the loader in here as well.
#include "../../CPhoneNumber/include/CPhoneNumber.h"
