#ifndef EARSHOT_CLIBYAML_SHIM_H
#define EARSHOT_CLIBYAML_SHIM_H
// libyaml's event parser: the scenario loader composes located values from its
// events itself (limits against hostile files, every error with its place).
#include <yaml.h>
#endif
