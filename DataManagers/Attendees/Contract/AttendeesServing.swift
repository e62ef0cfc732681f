/// The conference's server as the Attendees API data manager speaks to it for the screens:
/// signing in and out, the attendees list, one attendee, one's own profile. The composition root
/// holds it; each module is handed the parts it calls.
public protocol AttendeesServing: SigningIn, SigningOut, AttendeeListReading, AttendeeReading, ProfileServing {}
