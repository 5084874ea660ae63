import CAtspi
import Foundation

/// An owned reference to an AT-SPI accessible (a GObject), released in `deinit`.
/// Not Sendable: libatspi is used from one thread only (see AccessibilityThread).
final class AccessibleObject {
    let pointer: UnsafeMutablePointer<AtspiAccessible>

    /// Takes ownership of a reference libatspi returned (nil stays nil).
    init?(taking pointer: UnsafeMutablePointer<AtspiAccessible>?) {
        guard let pointer else { return nil }
        self.pointer = pointer
    }

    deinit { captext_atspi_unref(pointer) }

    var name: String? { string { atspi_accessible_get_name(pointer, $0) } }
    var accessibleDescription: String? { string { atspi_accessible_get_description(pointer, $0) } }
    var roleName: String? { string { atspi_accessible_get_role_name(pointer, $0) } }
    var toolkitName: String? { string { atspi_accessible_get_toolkit_name(pointer, $0) } }

    var role: AtspiRole {
        var error: UnsafeMutablePointer<GError>?
        let role = atspi_accessible_get_role(pointer, &error)
        if error != nil { captext_atspi_clear_error(&error); return ATSPI_ROLE_INVALID }
        return role
    }

    var processID: Int32? {
        var error: UnsafeMutablePointer<GError>?
        let pid = atspi_accessible_get_process_id(pointer, &error)
        if error != nil { captext_atspi_clear_error(&error); return nil }
        return Int32(bitPattern: pid)
    }

    var parent: AccessibleObject? { object { atspi_accessible_get_parent(pointer, $0) } }

    var children: [AccessibleObject] {
        var error: UnsafeMutablePointer<GError>?
        let count = atspi_accessible_get_child_count(pointer, &error)
        if error != nil { captext_atspi_clear_error(&error); return [] }
        return (0..<max(0, min(count, 2000))).compactMap { index in object { atspi_accessible_get_child_at_index(pointer, index, $0) } }
    }

    func has(_ state: AtspiStateType) -> Bool { states(state)[0] }

    /// Whether the object is in each of `states`, from one state set: a toolkit that does not
    /// cache states (Qt) answers each fetch with a call.
    func states(_ states: AtspiStateType...) -> [Bool] {
        guard let set = atspi_accessible_get_state_set(pointer) else { return states.map { _ in false } }
        defer { captext_atspi_unref(set) }
        return states.map { atspi_state_set_contains(set, $0) != 0 }
    }

    /// The object's attributes (toolkit-specific keys such as `placeholder-text`, `text-input-type`).
    var attributes: [String: String] {
        var error: UnsafeMutablePointer<GError>?
        guard let table = atspi_accessible_get_attributes(pointer, &error) else { captext_atspi_clear_error(&error); return [:] }
        defer { g_hash_table_unref(table) }
        var result: [String: String] = [:]
        var iterator = GHashTableIter()
        g_hash_table_iter_init(&iterator, table)
        var key: gpointer?, value: gpointer?
        while g_hash_table_iter_next(&iterator, &key, &value) != 0 {
            guard let key, let value else { continue }
            result[String(cString: key.assumingMemoryBound(to: CChar.self))] = String(cString: value.assumingMemoryBound(to: CChar.self))
        }
        return result
    }

    /// The targets of this object's relations of `type` (e.g. labelled-by).
    func relationTargets(_ type: AtspiRelationType) -> [AccessibleObject] {
        var error: UnsafeMutablePointer<GError>?
        guard let array = atspi_accessible_get_relation_set(pointer, &error) else { captext_atspi_clear_error(&error); return [] }
        defer { g_array_free(array, 1) }
        let relations = UnsafeRawPointer(array.pointee.data).map {
            Array(UnsafeBufferPointer(start: $0.assumingMemoryBound(to: OpaquePointer?.self), count: Int(array.pointee.len)))
        } ?? []
        var targets: [AccessibleObject] = []
        for case let relation? in relations {
            let typed = UnsafeMutablePointer<AtspiRelation>(relation)
            if atspi_relation_get_relation_type(typed) == type {
                for index in 0..<atspi_relation_get_n_targets(typed) {
                    if let target = AccessibleObject(taking: atspi_relation_get_target(typed, index)) { targets.append(target) }
                }
            }
            captext_atspi_unref(typed)
        }
        return targets
    }

    var extents: FieldExtents? {
        guard let component = atspi_accessible_get_component_iface(pointer) else { return nil }
        defer { captext_atspi_unref(component) }
        var error: UnsafeMutablePointer<GError>?
        guard let rect = atspi_component_get_extents(component, ATSPI_COORD_TYPE_SCREEN, &error) else {
            captext_atspi_clear_error(&error)
            return nil
        }
        defer { g_free(rect) }
        guard rect.pointee.width > 0, rect.pointee.height > 0 else { return nil }
        return FieldExtents(x: Int(rect.pointee.x), y: Int(rect.pointee.y), width: Int(rect.pointee.width), height: Int(rect.pointee.height))
    }

    /// The first object below this one with the FOCUSED state, asked in one call through the
    /// Collection interface: `.none` when the toolkit has no Collection (Qt; walk the tree
    /// instead), `.some(nil)` when nothing below is focused.
    func focusedDescendantViaCollection() -> AccessibleObject?? {
        let states = atspi_state_set_new(nil)
        defer { captext_atspi_unref(states) }
        atspi_state_set_add(states, ATSPI_STATE_FOCUSED)
        guard let rule = atspi_match_rule_new(states, ATSPI_Collection_MATCH_ALL, nil, ATSPI_Collection_MATCH_ALL,
                                              nil, ATSPI_Collection_MATCH_ALL, nil, ATSPI_Collection_MATCH_ALL, 0) else { return .none }
        defer { captext_atspi_unref(rule) }
        return matches(rule, count: 1).map { $0.first }
    }

    /// Every object below this one with `role`, in one call through the Collection interface
    /// (walking the tree asks each child its role, name and extents, one call each); nil when
    /// the toolkit has no Collection.
    func descendantsViaCollection(role: AtspiRole) -> [AccessibleObject]? {
        let roles = g_array_new(0, 0, guint(MemoryLayout<AtspiRole>.size))
        defer { g_array_free(roles, 1) }
        var wanted = role
        g_array_append_vals(roles, &wanted, 1)
        let anyStates = atspi_state_set_new(nil)
        defer { captext_atspi_unref(anyStates) }
        guard let rule = atspi_match_rule_new(anyStates, ATSPI_Collection_MATCH_ALL, nil, ATSPI_Collection_MATCH_ALL,
                                              roles, ATSPI_Collection_MATCH_ANY, nil, ATSPI_Collection_MATCH_ALL, 0) else { return nil }
        defer { captext_atspi_unref(rule) }
        return matches(rule, count: 0)
    }

    /// The objects below this one that match `rule` (`count` 0: all); nil without Collection.
    private func matches(_ rule: UnsafeMutablePointer<AtspiMatchRule>, count: Int32) -> [AccessibleObject]? {
        guard let collection = atspi_accessible_get_collection_iface(pointer) else { return nil }
        defer { captext_atspi_unref(collection) }
        var error: UnsafeMutablePointer<GError>?
        guard let array = atspi_collection_get_matches(collection, rule, ATSPI_Collection_SORT_ORDER_CANONICAL,
                                                       count, 1, &error) else {
            captext_atspi_clear_error(&error)
            return nil
        }
        defer { g_array_free(array, 1) }
        guard let data = UnsafeRawPointer(array.pointee.data) else { return [] }
        let references = data.bindMemory(to: UnsafeMutablePointer<AtspiAccessible>?.self, capacity: Int(array.pointee.len))
        return (0..<Int(array.pointee.len)).compactMap { AccessibleObject(taking: references[$0]) }
    }

    private func string(_ call: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> UnsafeMutablePointer<gchar>?) -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard let text = call(&error) else { captext_atspi_clear_error(&error); return nil }
        defer { g_free(text) }
        let value = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
        return value.isEmpty ? nil : value
    }

    private func object(_ call: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> UnsafeMutablePointer<AtspiAccessible>?) -> AccessibleObject? {
        var error: UnsafeMutablePointer<GError>?
        let result = call(&error)
        if error != nil { captext_atspi_clear_error(&error) }
        return AccessibleObject(taking: result)
    }
}
