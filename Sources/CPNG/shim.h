// Only the simplified png_image_* API is usable from Swift (the classic API needs setjmp).
#include <png.h>
