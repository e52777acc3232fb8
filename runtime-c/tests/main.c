/* Runs the unit tests of every layer of the C runtime and prints
 * `N passed, M failed`. */
#include "check.h"

int test_passed, test_failed;

int main(void) {
    test_error();
    test_arena();
    test_reader();
    test_check();
    test_writer();
    test_entry();
    test_ber();
    test_jer();
    test_oer();
    test_per();
    printf("%d passed, %d failed\n", test_passed, test_failed);
    return test_failed ? 1 : 0;
}
