#!/usr/bin/python3
"""The peer: a one-shot query of the same facts with libatspi's own Python binding (gi Atspi),
as a fresh process the way `captext hint` runs: find the application by the focused window's
pid, its focused object through the Collection interface (tree walk when absent), then role,
name, labelled-by labels, attributes and extents. Prints role and first label."""
import subprocess
import sys

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

pid = int(sys.argv[1]) if len(sys.argv) > 1 else None


def focused_in(app):
    try:
        collection = app.get_collection_iface()
    except Exception:
        collection = None
    if collection is not None:
        states = Atspi.StateSet.new([Atspi.StateType.FOCUSED])
        rule = Atspi.MatchRule.new(states, Atspi.CollectionMatchType.ALL, {}, Atspi.CollectionMatchType.ALL,
                                   [], Atspi.CollectionMatchType.ALL, [], Atspi.CollectionMatchType.ALL, False)
        found = collection.get_matches(rule, Atspi.CollectionSortOrder.CANONICAL, 1, True)
        return found[0] if found else None
    stack = [app]
    while stack:
        node = stack.pop()
        states = node.get_state_set()
        if node is not app and not states.contains(Atspi.StateType.SHOWING):
            continue
        if states.contains(Atspi.StateType.FOCUSED):
            return node
        stack.extend(node.get_child_at_index(i) for i in reversed(range(node.get_child_count())))
    return None


desktop = Atspi.get_desktop(0)
apps = [desktop.get_child_at_index(i) for i in range(desktop.get_child_count())]
if pid is not None:
    apps = [a for a in apps if a.get_process_id() == pid] or apps
for app in apps:
    obj = focused_in(app)
    if obj is None:
        continue
    labels = []
    for relation in obj.get_relation_set():
        if relation.get_relation_type() == Atspi.RelationType.LABELLED_BY:
            labels += [relation.get_target(i).get_name() for i in range(relation.get_n_targets())]
    attributes = obj.get_attributes()
    extents = obj.get_extents(Atspi.CoordType.SCREEN)
    print(obj.get_role_name(), labels[0] if labels else obj.get_name(), attributes.get("placeholder-text", ""),
          extents.width, sep="\t")
    break
