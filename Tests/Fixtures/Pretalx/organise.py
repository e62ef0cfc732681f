# An organiser's changes to a pretalx event's schedule, as its web pages make them, for the tests
# that prove Podium against a real pretalx. Run by `python -m pretalx shell --unsafe-disable-scopes
# -c "..."` with ORGANISE set to a JSON object: {"event": SLUG, "changes": [...], "release": VERSION}.
# Each change: {"move": CODE} (to another day of the event and another room), {"rename": CODE,
# "title": TEXT}, {"cancel": CODE}, {"second": CODE} (a second slot, two hours from the first),
# {"unschedule": CODE}. Every slot stays within the event's days, as pretalx's editor keeps it:
# its exports leave out a slot on a day the event does not have.
import datetime as dt
import json
import os

from pretalx.event.models import Event
from pretalx.schedule.domain.release import freeze_schedule
from pretalx.submission.enums import SubmissionStates

request = json.loads(os.environ["ORGANISE"])
event = Event.objects.get(slug=request["event"])
wip = event.wip_schedule


def slot(code):
    return wip.talks.filter(submission__code=code).order_by("start").first()


def within_event(start, shift):
    """`shift` later, or as much earlier when later would leave the event's last day."""
    later = start + shift
    return later if later.astimezone(event.tz).date() <= event.date_to else start - shift


for change in request.get("changes", []):
    if "move" in change:
        talk = slot(change["move"])
        rooms = list(event.rooms.all())
        other = next(room for room in rooms if room != talk.room)
        length = talk.end - talk.start
        talk.start = within_event(talk.start, dt.timedelta(days=1))
        talk.end = talk.start + length
        talk.room = other
        talk.save()
    elif "rename" in change:
        submission = event.submissions.get(code=change["rename"])
        submission.title = change["title"]
        submission.save()
    elif "cancel" in change:
        submission = event.submissions.get(code=change["cancel"])
        submission.state = SubmissionStates.CANCELED
        submission.save()
    elif "second" in change:
        talk = slot(change["second"])
        length = talk.end - talk.start
        talk.pk = None
        talk.start = within_event(talk.start, dt.timedelta(hours=2))
        talk.end = talk.start + length
        talk.save()
    elif "unschedule" in change:
        talk = slot(change["unschedule"])
        talk.start = None
        talk.end = None
        talk.room = None
        talk.save()

if request.get("release"):
    freeze_schedule(wip, request["release"], notify_speakers=False)
print("organised", request["event"], request.get("release"))
