/// A screen a scene asks its host to make, because making it reads files or needs what only
/// the host has (a game's levels, the boards, the players on a server). Declared by the module
/// that owns the screen, as a `HostRequest` is (GameKit's `OpenGame`; the launcher's boards,
/// replays, attract mode, daily challenge and lobby), asked with `Effect.open`, and made by the
/// maker the host registered (`HostHandlers.registerScreen`): pushed when made, else
/// `.openFailed` comes back with the reason.
public protocol SceneRequest: Sendable {}
