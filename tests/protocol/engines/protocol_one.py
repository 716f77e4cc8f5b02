"""A protocol-1 engine: the reference adjudicator's rules, but replies shaped as protocol 1 had
them — no decision records, and an illegal pinned answer is an error, not a refusal."""

from fakebase import OPTIONS, answer, run, send


def hook(message: dict) -> bool:
    OPTIONS["reference"] = True
    reply = answer(message)
    if message["cmd"] == "act":
        if reply.get("outcome") == "refused" and "decision" in reply:
            reply = {"error": f"illegal answer: {reply['reason']}"}
        reply.pop("decisions", None)
        if reply.get("outcome") != "needs-decision":
            reply.pop("decision", None)
    send({"seq": message["seq"], **reply})
    return True


run(hook)
